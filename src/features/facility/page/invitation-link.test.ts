import { describe, expect, it } from 'vitest';
import { readInvitationLink, withoutLink } from './invitation-link';

const at = (path: string) => new URL(`https://tutti.example${path}`);

describe('the link /facility was opened with', () => {
  it('carries a session in the fragment (the implicit flow of an invitation’s magic link)', () => {
    expect(readInvitationLink(at('/facility#access_token=a.b.c&refresh_token=r1&expires_in=3600&token_type=bearer&type=magiclink'))).toEqual({
      kind: 'tokens',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
  });

  it('carries a token hash (a template that links to the site)', () => {
    expect(readInvitationLink(at('/facility?token_hash=abc&type=magiclink'))).toEqual({ kind: 'tokenHash', tokenHash: 'abc', type: 'magiclink' });
    // A password reset is not an invitation: /auth handles it.
    expect(readInvitationLink(at('/facility?token_hash=abc&type=recovery'))).toEqual({ kind: 'none' });
  });

  it('reports a spent or expired link', () => {
    expect(readInvitationLink(at('/facility#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'))).toEqual({
      kind: 'failed',
      description: 'Email link is invalid or has expired',
    });
  });

  it('is nothing on a plain visit, and leaves the address clean once used', () => {
    expect(readInvitationLink(at('/facility'))).toEqual({ kind: 'none' });
    expect(withoutLink(at('/facility?token_hash=abc&type=magiclink&lang=nl#access_token=x'))).toBe('/facility?lang=nl');
  });
});
