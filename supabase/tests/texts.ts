// Characters the text rule (public.form_text_ok in SQL, schemas.ts in the browser) refuses or allows,
// shared by the constraint and parity tests.

/** Refused in every text: C0 controls but tab/LF/CR, DEL, C1 controls, bidirectional embeddings, overrides, isolates. */
export const FORBIDDEN_EVERYWHERE = [
  ...['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
];

/** Refused in single-line texts, allowed in multi-line ones. */
export const LINE_BREAKS = ['\t', '\n', '\r', '\r\n'];

/**
 * Allowed everywhere, though close to the refused ones: the left-to-right and right-to-left marks (they
 * override nothing), U+00A0, U+00A9 (just past the C1 block), zero-width and line separator characters,
 * and U+2065 / U+206A beside the isolates.
 */
export const HARMLESS = ['\u200e', '\u200f', '\u00a0', '\u00a9', '\u200b', '\u2028', '\u2065', '\u206a', '\u2029', '\u0020'];
