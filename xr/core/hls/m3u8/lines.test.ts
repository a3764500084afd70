import { describe, expect, it } from 'vitest';
import { M3u8Error } from './errors';
import { parseTagLine, playlistLines } from './lines';

describe('playlistLines', () => {
  it('tolerates CRLF, CR, blank lines, indentation and a byte order mark, and leaves comments out', () => {
    const text = '\uFEFF\r\n#EXTM3U\r\n#EXT-X-TARGETDURATION:20\r\r\n  #EXTINF:20.0,\n# a comment\n en.vtt \n#EXT-X-ENDLIST';
    expect(playlistLines(text)).toEqual([
      { kind: 'tag', tag: { name: 'EXT-X-TARGETDURATION', value: '20', line: 3 } },
      { kind: 'tag', tag: { name: 'EXTINF', value: '20.0,', line: 5 } },
      { kind: 'uri', uri: 'en.vtt', line: 7 },
      { kind: 'tag', tag: { name: 'EXT-X-ENDLIST', value: '', line: 8 } },
    ]);
  });

  it('says clearly what it got when the text is not a playlist', () => {
    expect(() => playlistLines('')).toThrow(new M3u8Error('notPlaylist', 'Not an m3u8 playlist: the text is empty.'));
    expect(() => playlistLines(' \n\r\n')).toThrow('the text is empty');
    expect(() => playlistLines('<!doctype html><html><body>Not found</body></html>')).toThrow(
      'Not an m3u8 playlist: it should start with #EXTM3U but starts with "<!doctype html><html><body>Not found</bo…".',
    );
    expect(() => playlistLines('{"error":"not found"}')).toThrow('starts with "{\\"error\\":\\"not found\\"}"');
    // #EXTM3U must come first: a segment line before it is not a playlist.
    expect(() => playlistLines('seg0.ts\n#EXTM3U\n')).toThrow('starts with "seg0.ts"');
  });

  it('throws an M3u8Error whose problem a caller can test', () => {
    try {
      playlistLines('WEBVTT');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(M3u8Error);
      expect((error as M3u8Error).problem).toBe('notPlaylist');
    }
  });
});

describe('parseTagLine', () => {
  it('splits a tag at its first colon only', () => {
    expect(parseTagLine('#EXT-X-PROGRAM-DATE-TIME:2026-01-02T10:00:00.000Z', 4)).toEqual({ name: 'EXT-X-PROGRAM-DATE-TIME', value: '2026-01-02T10:00:00.000Z', line: 4 });
    expect(parseTagLine('#EXT-X-ENDLIST')).toEqual({ name: 'EXT-X-ENDLIST', value: '', line: 0 });
  });

  it('is null for comments and URI lines', () => {
    expect(parseTagLine('# EXT-X-ENDLIST')).toBeNull();
    expect(parseTagLine('v0/index.m3u8')).toBeNull();
  });
});
