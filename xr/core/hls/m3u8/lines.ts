import { M3u8Error } from './errors.ts';

/** A tag line, `#EXT-X-MEDIA:TYPE=…` → name `EXT-X-MEDIA`, value `TYPE=…` (value '' for a tag without one). */
export interface Tag {
  name: string;
  value: string;
  /** Line number in the text, from 1: for error messages. */
  line: number;
}

export type PlaylistLine = { kind: 'tag'; tag: Tag } | { kind: 'uri'; uri: string; line: number };

const HEADER = '#EXTM3U';

/** A tag's value that is one decimal-integer (EXT-X-VERSION:7), or null. */
export function integerOf(value: string): number | null {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** `#EXT…` is a tag; any other line starting with `#` is a comment (RFC 8216 §4.1). */
export function parseTagLine(line: string, number = 0): Tag | null {
  if (!line.startsWith('#EXT')) return null;
  const colon = line.indexOf(':');
  return colon < 0
    ? { name: line.slice(1), value: '', line: number }
    : { name: line.slice(1, colon), value: line.slice(colon + 1), line: number };
}

function quote(text: string): string {
  const start = text.trim().slice(0, 40);
  return JSON.stringify(start.length < text.trim().length ? `${start}…` : start);
}

/**
 * The tags and URIs of a playlist, in order, after its #EXTM3U: comments and blank lines left out, each line
 * trimmed (CRLF, CR and LF all end a line; a byte order mark is tolerated). Throws M3u8Error 'notPlaylist'
 * when the first line that is not blank is anything but #EXTM3U.
 */
export function playlistLines(text: string): PlaylistLine[] {
  const all = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/).map((line) => line.trim());
  const first = all.findIndex((line) => line !== '');
  if (first < 0) throw new M3u8Error('notPlaylist', 'Not an m3u8 playlist: the text is empty.');
  if (all[first] !== HEADER) {
    throw new M3u8Error('notPlaylist', `Not an m3u8 playlist: it should start with ${HEADER} but starts with ${quote(all[first] ?? '')}.`);
  }
  const lines: PlaylistLine[] = [];
  all.forEach((line, index) => {
    if (index <= first || line === '') return;
    const tag = parseTagLine(line, index + 1);
    if (tag) lines.push({ kind: 'tag', tag });
    else if (!line.startsWith('#')) lines.push({ kind: 'uri', uri: line, line: index + 1 });
  });
  return lines;
}
