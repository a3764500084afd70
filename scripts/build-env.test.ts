import { describe, expect, it } from 'vitest';
import { anonKeyProblem, parseBuildEnv } from './build-env';

/** An unsigned JWT with these claims, as Supabase's legacy keys are shaped (the signature is never checked). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${Buffer.from('signature').toString('base64url')}`;
}

const ANON_JWT = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon', iat: 1767225600, exp: 2082758400 });
const SERVICE_JWT = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role', iat: 1767225600, exp: 2082758400 });

describe('build configuration', () => {
  it('accepts a complete, valid configuration', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: 'https://tutti.example', VITE_GA_ID: 'G-ABC123', VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: ANON_JWT }).success).toBe(true);
  });
  it('treats blank values as not set', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: ' ', VITE_GA_ID: '', VITE_SUPABASE_ANON_KEY: '  ' }).success).toBe(true);
  });
  it('refuses a site address that is not http(s), and a malformed analytics id', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: 'tutti.example' }).success).toBe(false);
    expect(parseBuildEnv({ VITE_SITE_URL: 'javascript:alert(1)' }).success).toBe(false);
    expect(parseBuildEnv({ VITE_GA_ID: 'UA-1234' }).success).toBe(false);
  });
});

describe('the Supabase key that ships to every visitor', () => {
  it('accepts the anon JWT and a publishable key', () => {
    expect(anonKeyProblem(ANON_JWT)).toBeUndefined();
    expect(anonKeyProblem('sb_publishable_Ab3dEf_gh1JKlmnOPqr2st_uvWXyz')).toBeUndefined();
  });

  it('refuses a service-role JWT with a build error that says why', () => {
    const result = parseBuildEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: SERVICE_JWT });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/VITE_SUPABASE_ANON_KEY is a JWT with role "service_role".*row-level security.*anon/);
  });

  it('refuses a JWT of any other role, or with no role', () => {
    expect(anonKeyProblem(jwt({ role: 'authenticated' }))).toMatch(/role "authenticated"/);
    expect(anonKeyProblem(jwt({ iss: 'supabase' }))).toMatch(/role ""/);
    expect(anonKeyProblem(jwt({ role: 7 }))).toMatch(/not recognisably a public key/);
  });

  it('refuses a secret key in the new format', () => {
    expect(anonKeyProblem('sb_secret_Ab3dEf_gh1JKlmnOPqr2st_uvWXyz')).toMatch(/secret key.*sb_publishable_/);
    expect(parseBuildEnv({ VITE_SUPABASE_ANON_KEY: 'sb_secret_x' }).success).toBe(false);
  });

  it('refuses anything that is not recognisably a public key', () => {
    for (const key of ['test-anon-key', 'a.b', 'a.b.c', `x.${Buffer.from('[1]').toString('base64url')}.y`, 'eyJ.eyJ.', 'sb_publishable']) {
      expect(anonKeyProblem(key), key).toMatch(/not recognisably a public key/);
    }
  });

  it("takes npm start's tonight as an instant with its offset, and nothing else", () => {
    expect(parseBuildEnv({ VITE_LIVE_TONIGHT: '2026-11-27T19:42:00.000Z' }).success).toBe(true);
    expect(parseBuildEnv({ VITE_LIVE_TONIGHT: '2026-11-27T20:42:00+01:00' }).success).toBe(true);
    for (const value of ['tonight', '2026-11-27', '2026-11-27T19:42:00']) expect(parseBuildEnv({ VITE_LIVE_TONIGHT: value }).success, value).toBe(false);
  });
});
