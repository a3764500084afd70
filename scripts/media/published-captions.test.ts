// Every caption file shipped in public/media/ keeps the rule the W3C WebVTT parser (webvtt.js, the validator)
// checks first: the signature line, then a blank line ("No blank line after the signature" otherwise). So no
// X-TIMESTAMP-MAP there: captions.ts (publishableVtt) says why HLS does not need it. webvtt-validator.test.ts
// runs the W3C parser itself over the same files.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vttFiles } from './testing/vtt-files';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const files = vttFiles(join(ROOT, 'public', 'media'));

describe('the caption files in public/media', () => {
  it('are there: six languages for each of the two demo streams', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(files.map((path) => [relative(ROOT, path), path]))('%s: the signature, then a blank line, and no X-TIMESTAMP-MAP', (_, path) => {
    const lines = readFileSync(path, 'utf8').split(/\r\n|\r|\n/);
    expect(lines[0]).toMatch(/^WEBVTT(?:[ \t].*)?$/);
    expect(lines[1]).toBe('');
    expect(lines.some((line) => line.startsWith('X-TIMESTAMP-MAP'))).toBe(false);
  });
});
