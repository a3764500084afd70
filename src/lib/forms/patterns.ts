/**
 * SPEC section 5: lowercase letters, digits and ._%+- before @, a domain, a top-level part of 2+ letters.
 * Apart from schemas.ts (which re-exports it) so that a form can set its input's `pattern` without
 * loading zod: the home pilot form loads the schemas only when it is sent.
 */
export const EMAIL_PATTERN = '[a-z0-9._%+\\-]+@[a-z0-9.\\-]+\\.[a-z]{2,}';
