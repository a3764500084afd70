/**
 * A group session's join code: six characters a person can read off a tablet and type on a headset
 * without mistaking one for another. No 0/O, 1/I/L, 2/Z, 5/S, 8/B or 6/G (the database checks the same
 * alphabet: supabase/migrations/20261125000100_group_sessions.sql).
 */
export const CODE_ALPHABET = 'ACDEFHJKMNPQRTUVWXY3479';
export const CODE_LENGTH = 6;
export const CODE_KEYS: readonly string[] = [...CODE_ALPHABET];

/** What a person typed or a link carried, as a code: upper case, spaces and dashes dropped. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

export function isCodeComplete(code: string): boolean {
  return code.length === CODE_LENGTH && [...code].every((char) => CODE_ALPHABET.includes(char));
}

/** Adds a key to a code being typed, ignoring what does not belong or would not fit. */
export function typeKey(code: string, key: string): string {
  const char = key.toUpperCase();
  if (code.length >= CODE_LENGTH || char.length !== 1 || !CODE_ALPHABET.includes(char)) return code;
  return code + char;
}

/** The code as people read it aloud: two groups of three. */
export const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`.trim();
