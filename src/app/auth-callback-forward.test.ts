import { describe, expect, it } from 'vitest';
import { authCallbackTarget } from './auth-callback-forward';

const at = (pathname: string, search = '', hash = '') => authCallbackTarget({ pathname, search, hash });

describe('authCallbackTarget', () => {
  it('forwards the callbacks Supabase sends to the site root, keeping query and hash', () => {
    expect(at('/', '?code=abc')).toBe('/verify-email?code=abc');
    expect(at('/', '?token_hash=h1&type=signup')).toBe('/verify-email?token_hash=h1&type=signup');
    expect(at('/', '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toBe(
      '/verify-email?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    );
    expect(at('/', '', '#access_token=t&refresh_token=r&expires_in=3600&token_type=bearer')).toBe(
      '/verify-email#access_token=t&refresh_token=r&expires_in=3600&token_type=bearer',
    );
    expect(at('/', '?lang=nl', '#error=server_error&error_description=x')).toBe('/verify-email?lang=nl#error=server_error&error_description=x');
  });

  it('leaves ordinary visits alone', () => {
    expect(at('/')).toBeNull();
    expect(at('/', '?lang=de&country=de')).toBeNull();
    expect(at('/', '', '#booking')).toBeNull();
    // Other pages own their parameters (the password-reset link lands on /auth with its code).
    expect(at('/auth', '?mode=update-password&code=abc')).toBeNull();
    expect(at('/concerts', '?code=abc')).toBeNull();
  });
});
