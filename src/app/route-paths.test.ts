import { describe, expect, it } from 'vitest';
import { ROUTES, sitemapPaths } from './route-paths';

describe('route table', () => {
  it('holds every route of the SPEC once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['/', '/concerts', '/concert/:id', '/concert/demo', '/artist/:id', '/booking', '/contact', '/about',
      '/donate', '/contribute', '/neuromarketing', '/waitlist', '/auth', '/verify-email', '/admin',
      '/security-dashboard', '/shop', '/aframe-demo', '/accessibility', '/privacy', '/pricing', '*']) {
      expect(paths).toContain(p);
    }
  });
  it('lists only indexable, parameter-free paths in the sitemap', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/concert/demo');
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/auth');
    expect(paths.some((p) => p.includes(':') || p === '*')).toBe(false);
  });
});

describe('page files', () => {
  it('follow the route ids (the start-preload build step relies on it)', async () => {
    const { existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { pageFileName } = await import('./page-file-name');
    for (const { id } of ROUTES) expect(existsSync(join(import.meta.dirname, '../pages', `${pageFileName(id)}.tsx`)), id).toBe(true);
  });
});
