import { describe, expect, it } from 'vitest';
import { checkPosterFile, POSTER_MAX_BYTES, posterObjectName } from './poster-file';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));

const file = (bytes: number[], type: string, name = 'poster.jpg', size = bytes.length) => {
  const content = new Uint8Array(size);
  content.set(bytes.slice(0, size));
  return new File([content], name, { type });
};

describe('checkPosterFile', () => {
  it('accepts JPEG, PNG and WebP pictures up to 2 MiB', async () => {
    expect(await checkPosterFile(file(JPEG, 'image/jpeg'))).toBeNull();
    expect(await checkPosterFile(file(PNG, 'image/png', 'a.png'))).toBeNull();
    expect(await checkPosterFile(file(WEBP, 'image/webp', 'a.webp'))).toBeNull();
    expect(await checkPosterFile(file(JPEG, 'image/jpeg', 'big.jpg', POSTER_MAX_BYTES))).toBeNull();
  });

  it('refuses other types, first of all', async () => {
    expect(await checkPosterFile(file(JPEG, 'image/gif', 'a.gif'))).toBe('type');
    expect(await checkPosterFile(file(JPEG, 'application/pdf', 'a.pdf', POSTER_MAX_BYTES + 1))).toBe('type');
    expect(await checkPosterFile(file(JPEG, '', 'a'))).toBe('type');
  });

  it('refuses a file over 2 MiB, and an empty one', async () => {
    expect(await checkPosterFile(file(JPEG, 'image/jpeg', 'big.jpg', POSTER_MAX_BYTES + 1))).toBe('size');
    expect(await checkPosterFile(file([], 'image/jpeg', 'none.jpg', 0))).toBe('empty');
  });

  it('refuses a file whose content is not what its type says', async () => {
    expect(await checkPosterFile(file(PNG, 'image/jpeg'))).toBe('content');
    expect(await checkPosterFile(file([...'%PDF-1.7'].map((c) => c.charCodeAt(0)), 'image/webp', 'a.webp'))).toBe('content');
  });
});

describe('posterObjectName', () => {
  it('names the object after the file, with the type\'s extension and a random part', () => {
    expect(posterObjectName('Zomer Concert 2026!.JPEG', 'image/jpeg', 'ab12cd34')).toBe('zomer-concert-2026-ab12cd34.jpg');
    expect(posterObjectName('.png', 'image/png', 'x')).toBe('poster-x.png');
    expect(posterObjectName('Café Noël.webp', 'image/webp', 'r')).toBe('cafe-noel-r.webp');
  });
});
