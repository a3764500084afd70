/**
 * What the account forms check before asking the auth service, and what they send it. The service
 * checks again (its answer is mapped in src/lib/auth/auth-errors.ts); this only saves a round trip and
 * puts the message beside the field.
 */

/** Shown as a rule under every new-password field; supabase/config.toml sets the same minimum. */
export const PASSWORD_MIN_LENGTH = 8;
/** The auth service's own upper limit (bcrypt reads 72 bytes). */
export const PASSWORD_MAX_LENGTH = 72;

export type CredentialProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong';
export interface CredentialProblems {
  email?: CredentialProblem;
  password?: CredentialProblem;
}

// One @, something before it, a dot in the domain, no spaces: the service validates the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Emails are compared without case by the auth service; spaces around a pasted address are noise. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function checkEmail(email: string): CredentialProblem | undefined {
  const value = normaliseEmail(email);
  if (value === '') return 'emailRequired';
  return EMAIL_SHAPE.test(value) ? undefined : 'emailInvalid';
}

/** `rules`: a new password must follow them; signing in only needs one (older ones may be shorter). */
export function checkPassword(password: string, { rules }: { rules: boolean }): CredentialProblem | undefined {
  if (password === '') return 'passwordRequired';
  if (!rules) return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

export function checkCredentials(email: string, password: string, options: { rules: boolean }): CredentialProblems {
  const problems: CredentialProblems = {};
  const emailProblem = checkEmail(email);
  const passwordProblem = checkPassword(password, options);
  if (emailProblem) problems.email = emailProblem;
  if (passwordProblem) problems.password = passwordProblem;
  return problems;
}

/** SPEC section 5: the display name defaults to the part of the email before the @ sign. */
export function displayNameFor(email: string, typed = ''): string {
  const chosen = typed.trim();
  return chosen !== '' ? chosen : (normaliseEmail(email).split('@')[0] ?? '');
}

/** SPEC section 7: confirmation emails lead back to the site root (which forwards to /verify-email). */
export const siteRoot = (origin: string) => `${origin}/`;
/** A password-reset link lands on the form that sets the new password. */
export const passwordResetTarget = (origin: string) => `${origin}/auth?mode=update-password`;

/** The options of `auth.signUp` (SPEC section 7: data.display_name, email redirect to the site root). */
export function signUpOptions(email: string, typedName: string, origin: string) {
  return { data: { display_name: displayNameFor(email, typedName) }, emailRedirectTo: siteRoot(origin) };
}
