import { queryOptions, useQuery } from '@tanstack/react-query';
import { M3u8Error, tryReadPlaylist } from '@xr/core/hls/m3u8';
import { isRequestTimeout, timedFetch } from '@/lib/timed-fetch';
import { isLiveNow, livePlaylistState, type LivePlaylistState } from './live-playlist';
import { watchingPolicy } from './policy-blocked';
import { PROBE_TIMEOUT_MS } from './probe-stream';
import { absoluteUrl, isStreamUrl } from './urls';

/** Why nothing answered yet: before the night a live service's address is often 404 or not there at all. */
export type NotLiveReason = 'httpStatus' | 'unreachable' | 'timeout';
/** An answer that is not a live stream's playlist, whatever the hour; each has its text in `admin:liveProbe.problems`. */
export type LiveProbeProblem = 'invalidUrl' | 'notPlaylist' | 'notMaster' | 'noRenditions' | 'blockedBySite';

export type LiveProbeResult =
  | { state: LivePlaylistState; segments: number }
  | { state: 'notYet'; reason: NotLiveReason; status?: number }
  | { state: 'problem'; problem: LiveProbeProblem };

/** How often the field asks again while the stream is not live yet, or live (to see it end). */
export const LIVE_PROBE_INTERVAL_MS = 30_000;

type Fetched = { text: string } | { state: 'notYet'; reason: NotLiveReason; status?: number } | { state: 'problem'; problem: 'blockedBySite' };

async function fetchText(url: string, fetcher: typeof fetch, signal: AbortSignal | undefined): Promise<Fetched> {
  const answer = await watchingPolicy(url, async () => {
    const response = await fetcher(url, { signal, cache: 'no-store', credentials: 'omit' });
    return response.ok ? { text: await response.text() } : ({ state: 'notYet', reason: 'httpStatus', status: response.status } as const);
  });
  if ('result' in answer) return answer.result;
  if (signal?.aborted) throw answer.error;
  // Not the live service's silence: this site's own policy refused the host, whatever the hour.
  if (answer.blocked) return { state: 'problem', problem: 'blockedBySite' };
  return { state: 'notYet', reason: isRequestTimeout(answer.error) ? 'timeout' : 'unreachable' };
}

/** The media playlist's answer: its state and how many segments it offers now. */
function mediaAnswer(text: string, url: string): LiveProbeResult {
  const playlist = tryReadPlaylist(text, url);
  if (playlist instanceof M3u8Error || playlist.kind !== 'media') return { state: 'problem', problem: 'notPlaylist' };
  return { state: livePlaylistState(playlist), segments: playlist.segments.length };
}

/**
 * Asks a live stream's address where it stands, as a player joining it would: the master playlist, then the
 * media playlist of its first variant. A refusal or silence is 'notYet' (a live service's address answers only
 * once the encoder pushes), never a failure: the live address's probe never blocks saving or publishing.
 */
export async function probeLiveStream(url: string, { origin, fetcher = timedFetch(PROBE_TIMEOUT_MS), signal }: { origin: string; fetcher?: typeof fetch; signal?: AbortSignal }): Promise<LiveProbeResult> {
  if (!isStreamUrl(url)) return { state: 'problem', problem: 'invalidUrl' };
  const masterUrl = absoluteUrl(url, origin);
  const master = await fetchText(masterUrl, fetcher, signal);
  if (!('text' in master)) return master;
  const playlist = tryReadPlaylist(master.text, masterUrl);
  if (playlist instanceof M3u8Error) return { state: 'problem', problem: 'notPlaylist' };
  if (playlist.kind === 'media') return { state: 'problem', problem: 'notMaster' };
  const first = playlist.variants[0];
  if (first === undefined) return { state: 'problem', problem: 'noRenditions' };
  const media = await fetchText(first.uri, fetcher, signal);
  return 'text' in media ? mediaAnswer(media.text, first.uri) : media;
}

/** Asked again while the answer can still change by itself: not live yet, or live (until it ends). */
export const liveProbeRefetch = (result: LiveProbeResult | undefined): number | false =>
  result !== undefined && (result.state === 'notYet' || (result.state !== 'problem' && isLiveNow(result.state))) ? LIVE_PROBE_INTERVAL_MS : false;

export const liveStreamProbeQuery = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'liveStreamProbe', url],
    queryFn: ({ signal }) => probeLiveStream(url, { origin: window.location.origin, signal }),
    retry: false,
    staleTime: 10_000,
    refetchInterval: (query) => liveProbeRefetch(query.state.data),
    enabled: isStreamUrl(url),
  });

/** The live probe of the address typed (pass the settled value: on blur, or after a pause in typing). */
export function useLiveStreamProbe(url: string) {
  return useQuery(liveStreamProbeQuery(url));
}
