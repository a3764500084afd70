import { describe, expect, it } from 'vitest';
import { M3u8Error } from './errors';
import { readMasterPlaylist, readMediaPlaylist, readPlaylist, referencedUris, tryReadPlaylist } from './read';

const MASTER = '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="en",URI="subs/en.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv0/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2\nv0/index.m3u8\n';
const MEDIA = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-KEY:METHOD=AES-128,URI="k"\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\na.m4s\n#EXTINF:2,\nb.m4s\n';

describe('readPlaylist', () => {
  it('tells a master playlist from a media playlist by their tags', () => {
    expect(readPlaylist(MASTER).kind).toBe('master');
    expect(readPlaylist(MEDIA).kind).toBe('media');
    // Renditions alone (no variant yet) make a master playlist too.
    expect(readPlaylist('#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="a"\n').kind).toBe('master');
  });

  it('refuses a playlist that is both kinds, or neither, saying which', () => {
    expect(() => readPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n#EXTINF:2,\na.ts\n')).toThrow(expect.objectContaining({ problem: 'mixed' }));
    expect(() => readPlaylist('#EXTM3U\n')).toThrow('no variant streams (#EXT-X-STREAM-INF) and no segments (#EXTINF)');
    expect(() => readPlaylist('#EXTM3U\n#EXT-X-VERSION:3\n')).toThrow(expect.objectContaining({ problem: 'empty' }));
  });

  it('checks the kind a caller needs', () => {
    expect(() => readMasterPlaylist(MEDIA)).toThrow(new M3u8Error('wrongKind', 'Expected a master playlist, but this is a media playlist.'));
    expect(() => readMediaPlaylist(MASTER)).toThrow('Expected a media playlist, but this is a master playlist.');
  });

  it('hands the error back instead of throwing it, when asked', () => {
    const error = tryReadPlaylist('<html>');
    expect(error).toBeInstanceOf(M3u8Error);
    expect(error instanceof M3u8Error && error.problem).toBe('notPlaylist');
    expect(tryReadPlaylist(MEDIA, '/x/index.m3u8')).toMatchObject({ kind: 'media', segments: [{ uri: '/x/a.m4s' }, { uri: '/x/b.m4s' }] });
  });
});

describe('referencedUris', () => {
  it("lists a master playlist's renditions and variants, each once", () => {
    expect(referencedUris(readPlaylist(MASTER, 'https://cdn.example/c/master.m3u8'))).toEqual(['https://cdn.example/c/subs/en.m3u8', 'https://cdn.example/c/v0/index.m3u8']);
  });

  it("lists a media playlist's key, init section and segments, each once", () => {
    expect(referencedUris(readPlaylist(MEDIA))).toEqual(['k', 'init.mp4', 'a.m4s', 'b.m4s']);
  });
});
