/** One `NAME=value` of an attribute list: a quoted string (commas allowed inside) or anything up to a comma. */
const ATTRIBUTE = /[ \t]*([A-Z0-9-]+)[ \t]*=[ \t]*("[^"\r\n]*"|[^,]*?)[ \t]*(?:,|$)/y;

/**
 * An HLS attribute list (`TYPE=SUBTITLES,NAME="Fran,çais",DEFAULT=NO`) as a map, quotes removed. Reading stops
 * at the first thing that is not an attribute, keeping what came before.
 */
export function parseAttributeList(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = new RegExp(ATTRIBUTE); // a sticky regex keeps its position: one per call
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < list.length && (match = pattern.exec(list))) {
    const [, name = '', value = ''] = match;
    attributes.set(name, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  return attributes;
}

/** The non-empty lines of a playlist, trimmed. */
export function playlistLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The attribute lists of every `#TAG:` line of a playlist, in order. */
export function tagAttributes(text: string, tag: string): Map<string, string>[] {
  const prefix = `${tag}:`;
  return playlistLines(text)
    .filter((line) => line.startsWith(prefix))
    .map((line) => parseAttributeList(line.slice(prefix.length)));
}

/** The URIs of a media playlist's segments: every line that is not a tag or comment, in order. */
export function segmentUris(text: string): string[] {
  return playlistLines(text).filter((line) => !line.startsWith('#'));
}
