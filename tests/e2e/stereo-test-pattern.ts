import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * The stereo test pattern (tests/fixtures/stereo-test-pattern/, made by make-stereo-test-pattern.sh): each
 * eye labelled in its own words, so a test can tell the eyes apart by their pixels, which the bundled stereo
 * demo (the same hall seen 64 mm apart) does not allow. Served in place of a stereo stream's files.
 */
const FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'stereo-test-pattern');
const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.mp4': 'video/mp4', '.m4s': 'video/iso.segment', '.jpg': 'image/jpeg' };

/** Answers every request under `/media/<stream>/` with the test pattern's file of the same name. */
export async function serveStereoTestPattern(page: Page, stream = 'demo-stereo'): Promise<void> {
  const prefix = `/media/${stream}/`;
  await page.route(`**${prefix}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(prefix.length);
    const file = normalize(join(FOLDER, path));
    const type = TYPES[file.slice(file.lastIndexOf('.'))];
    if (!file.startsWith(FOLDER) || type === undefined) return route.fulfill({ status: 404, body: 'not in the test pattern' });
    const body = await readFile(file).catch(() => null);
    return body === null ? route.fulfill({ status: 404, body: 'not in the test pattern' }) : route.fulfill({ status: 200, contentType: type, body, headers: { 'access-control-allow-origin': '*' } });
  });
}
