import { describe, expect, it } from 'vitest';
import { CONCERTS } from './concerts';
import { DEMO_STREAM, STEREO_DEMO_STREAM } from './media';
import { DEMO_ENTRY_ID, watchablePlaylist } from './watchable';

const playlist = watchablePlaylist('Demo concert', (concert) => `title of ${concert.id}`);

describe('watchablePlaylist', () => {
  it('starts with the demo, under its translated title', () => {
    expect(playlist[0]).toEqual({ id: DEMO_ENTRY_ID, title: 'Demo concert', src: DEMO_STREAM.src, poster: DEMO_STREAM.poster, layout: undefined });
  });

  it('then lists every concert with a 360° recording, in programme order, titled, and no other', () => {
    const recorded = CONCERTS.filter((concert) => concert.video?.kind === 'recording360');
    expect(recorded.length).toBeGreaterThan(1);
    expect(playlist.slice(1).map((entry) => [entry.id, entry.title])).toEqual(recorded.map((concert) => [concert.id, `title of ${concert.id}`]));
  });

  it('keeps a stereo recording’s layout, so each eye gets its half', () => {
    expect(playlist.find((entry) => entry.layout === 'top-bottom')).toMatchObject({ src: STEREO_DEMO_STREAM.src, poster: STEREO_DEMO_STREAM.poster });
  });
});
