import { describe, expect, it, vi } from 'vitest';
import { CaptionChoice, NO_CAPTIONS } from './caption-choice';
import type { PlayerCaptionsState } from './player-types';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="subs-en/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,SUBTITLES="subs"',
  'v0/index.m3u8',
  '',
].join('\n');
const SRC = 'https://tutti.example/live/tonight/master.m3u8';

function choice() {
  let state: PlayerCaptionsState = NO_CAPTIONS;
  const published: PlayerCaptionsState[] = [];
  const fetchText = vi.fn(async () => MASTER);
  const captions = new CaptionChoice({
    initial: null,
    languages: ['en'],
    fetchText,
    time: () => 0,
    current: () => state,
    publish: (next) => {
      state = next;
      published.push(next);
    },
  });
  return { captions, fetchText, published };
}

describe('CaptionChoice: a live stream’s captions', () => {
  it('reads the subtitle renditions from the master playlist the page already has, without fetching it again', async () => {
    const { captions, fetchText, published } = choice();
    captions.load({ id: 'tonight', title: 'Tonight', src: SRC, live: { manifest: () => MASTER } });
    await vi.waitFor(() => expect(published.at(-1)?.tracks.map((track) => track.lang)).toEqual(['en']));
    expect(fetchText).not.toHaveBeenCalledWith(SRC);
  });

  it('fetches the master playlist when the page has none', async () => {
    const { captions, fetchText, published } = choice();
    captions.load({ id: 'tonight', title: 'Tonight', src: SRC, live: { manifest: () => null } });
    await vi.waitFor(() => expect(published.at(-1)?.tracks.map((track) => track.lang)).toEqual(['en']));
    expect(fetchText).toHaveBeenCalledWith(SRC);
  });
});
