import { describe, expect, it } from 'vitest';
import { parseBuildEnv } from './build-env';

describe('build configuration', () => {
  it('accepts a complete, valid configuration', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: 'https://tutti.example', VITE_GA_ID: 'G-ABC123', VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }).success).toBe(true);
  });
  it('treats blank values as not set', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: ' ', VITE_GA_ID: '' }).success).toBe(true);
  });
  it('refuses a site address that is not http(s), and a malformed analytics id', () => {
    expect(parseBuildEnv({ VITE_SITE_URL: 'tutti.example' }).success).toBe(false);
    expect(parseBuildEnv({ VITE_SITE_URL: 'javascript:alert(1)' }).success).toBe(false);
    expect(parseBuildEnv({ VITE_GA_ID: 'UA-1234' }).success).toBe(false);
  });
});
