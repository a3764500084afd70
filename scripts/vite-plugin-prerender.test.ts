import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewFile } from './vite-plugin-prerender.ts';

describe('the deployment rule (previewFile)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(dir, 'nl/concert'), { recursive: true });
  for (const file of ['index.html', 'app.html', 'concerts.html', 'nl.html', 'nl/concerts.html', 'nl/concert/1.html', 'robots.txt']) writeFileSync(join(dir, file), '');

  it('serves a page its own file', () => {
    expect(previewFile(dir, '/')).toBe('/index.html');
    expect(previewFile(dir, '/concerts')).toBe('/concerts.html');
    expect(previewFile(dir, '/nl')).toBe('/nl.html');
    expect(previewFile(dir, '/nl/')).toBe('/nl.html');
    expect(previewFile(dir, '/nl/concert/1')).toBe('/nl/concert/1.html');
  });

  it('serves files as they are', () => {
    expect(previewFile(dir, '/robots.txt')).toBe('/robots.txt');
    expect(previewFile(dir, '/assets/missing.js')).toBe('/assets/missing.js');
  });

  it('serves the app shell for any other address', () => {
    expect(previewFile(dir, '/admin')).toBe('/app.html');
    expect(previewFile(dir, '/nl/auth')).toBe('/app.html');
    expect(previewFile(dir, '/no/such/page')).toBe('/app.html');
  });
});
