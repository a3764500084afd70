/** The views of /auth, chosen with `?mode=` (shareable, and the back button works between them). */
export const AUTH_MODES = ['sign-in', 'register', 'forgot', 'update-password'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function parseAuthMode(value: string | null): AuthMode {
  return AUTH_MODES.find((mode) => mode === value) ?? 'sign-in';
}
