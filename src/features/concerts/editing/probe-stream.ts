import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamLayout } from '@/content/media';
import { isRequestTimeout, timedFetch } from '@/lib/timed-fetch';
import { guessLayout, parsePlaylist, topRendition, type Rendition } from './playlist';
import { watchingPolicy } from './policy-blocked';
import { absoluteUrl, isStreamUrl } from './urls';

/** Shorter than the site's usual limit: the admin is waiting at the field for the answer. */
export const PROBE_TIMEOUT_MS = 10_000;

/** Why a stream failed its probe; each has its text in `admin:probe.problems`. */
export type ProbeProblem = 'invalidUrl' | 'unreachable' | 'blockedBySite' | 'timeout' | 'httpStatus' | 'notPlaylist' | 'notMaster' | 'noRenditions';

export type ProbeResult =
  | { ok: true; renditions: Rendition[]; top: Rendition; layout: StreamLayout | null; captions: string[] }
  | { ok: false; problem: ProbeProblem; status?: number };

/**
 * Fetches a master playlist as the player would and says what it holds. A browser gives one answer for
 * "no network", "no such host" and "the host does not allow this site to read it" (CORS): all three are
 * 'unreachable', and the text says which to check.
 */
export async function probeStream(url: string, { origin, fetcher = timedFetch(PROBE_TIMEOUT_MS), signal }: { origin: string; fetcher?: typeof fetch; signal?: AbortSignal }): Promise<ProbeResult> {
  if (!isStreamUrl(url)) return { ok: false, problem: 'invalidUrl' };
  const address = absoluteUrl(url, origin);
  const answer = await watchingPolicy(address, async () => {
    const response = await fetcher(address, { signal, cache: 'no-store', credentials: 'omit' });
    return response.ok ? { read: true as const, text: await response.text() } : { read: false as const, status: response.status };
  });
  if (!('result' in answer)) {
    if (signal?.aborted) throw answer.error;
    if (answer.blocked) return { ok: false, problem: 'blockedBySite' };
    return { ok: false, problem: isRequestTimeout(answer.error) ? 'timeout' : 'unreachable' };
  }
  if (!answer.result.read) return { ok: false, problem: 'httpStatus', status: answer.result.status };
  const reading = parsePlaylist(answer.result.text);
  if (reading.kind === 'notPlaylist') return { ok: false, problem: 'notPlaylist' };
  if (reading.kind === 'media') return { ok: false, problem: 'notMaster' };
  const top = topRendition(reading.renditions);
  if (top === null) return { ok: false, problem: 'noRenditions' };
  return { ok: true, renditions: reading.renditions, top, layout: guessLayout(top), captions: reading.captions };
}

export const streamProbeQuery = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'streamProbe', url],
    queryFn: ({ signal }) => probeStream(url, { origin: window.location.origin, signal }),
    // A probe is an answer, not a failure to retry: a 404 stays a 404 until the admin changes the address.
    retry: false,
    staleTime: 30_000,
    enabled: isStreamUrl(url),
  });

/** The probe of the address typed (pass the settled value: on blur, or after a pause in typing). */
export function useStreamProbe(url: string) {
  return useQuery(streamProbeQuery(url));
}
