// Characters the text rule (public.form_text_ok in SQL, schemas.ts in the browser) refuses or allows,
// shared by the constraint and parity tests.

/**
 * Refused in every text: C0 controls but tab/LF/CR, DEL, C1 controls, and the format characters (Cf) but
 * the zero-width joiner and non-joiner: bidirectional embeddings, overrides, isolates and marks, the soft
 * hyphen, zero-width space, word joiner, BOM inside a text, Arabic number marks, tag characters …
 */
export const FORBIDDEN_EVERYWHERE = [
  ...['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200e', '\u200f', '\u061c', '\u00ad', '\u200b', '\u2060', '\u2064', '\u2065', '\u206a', '\u206f', '\ufeff', '\u180e'],
  ...['\u0600', '\u06dd', '\u08e2', '\ufff9', '\ufffb', '\u{1d173}', '\u{13430}', '\u{e0001}', '\u{e0041}', '\u{e007f}', '\u{e01f0}'],
];

/** Refused in single-line texts, allowed in multi-line ones. */
export const LINE_BREAKS = ['\t', '\n', '\r', '\r\n', '\u2028', '\u2029'];

/**
 * Allowed everywhere between visible characters, though close to the refused ones or invisible themselves:
 * the joiners (emoji sequences, Persian spelling), variation selectors, U+00A0, U+00A9 (just past the C1
 * block), the blank braille pattern, a Hangul filler, the combining grapheme joiner, and the neighbours of
 * the refused U+2060–U+206F: U+205F (a space) and U+2070.
 */
export const HARMLESS = ['\u200c', '\u200d', '\ufe0f', '\u{e0100}', '\u00a0', '\u00a9', '\u2800', '\u3164', '\u034f', '\u2070', '\u205f', '\u0020'];

/** Texts with nothing visible in them (none of them blank to JavaScript's trim()): refused, as required or optional text. */
export const INVISIBLE_ONLY = [
  ...['\u3164', '\u2800', '\u3164\u3164', ' \u2800 ', '\uffa0', '\u115f\u1160', '\u200d', '\u200c\u200d', '\ufe0f', '\u034f', '\u17b4'],
  ...['\u{e0100}', '\u200b', '\u00ad', '\u200f', '\u061c', '\u{e0041}\u{e0042}', '\u2028\u3164'],
];
