/** A code as typed (maybe with spaces, as some apps show it: "123 456"), reduced to what is sent. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function isSixDigitCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
