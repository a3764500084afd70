import { z } from 'zod';

/** The bucket's own limits (contract: bucket `posters`), checked here first so a wrong file fails at once, in words. */
export const POSTER_BUCKET = 'posters';
export const POSTER_MAX_BYTES = 2 * 1024 * 1024;
export const POSTER_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PosterType = keyof typeof POSTER_TYPES;

/** Why a file is refused before upload; texts in `admin:poster.errors`. */
export type PosterProblem = 'empty' | 'type' | 'size' | 'content';

export const posterFileSchema = z.object({
  name: z.string(),
  size: z.number().int().min(1, { message: 'empty' }).max(POSTER_MAX_BYTES, { message: 'size' }),
  type: z.enum(Object.keys(POSTER_TYPES) as [PosterType, ...PosterType[]], { message: 'type' }),
});

/** The first bytes of each accepted format: a renamed file (a .pdf called .jpg) is refused too. */
const SIGNATURES: Record<PosterType, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** The file's problem, or null when it may be uploaded: type, size, then its content. */
export async function checkPosterFile(file: Blob & { name: string }): Promise<PosterProblem | null> {
  const parsed = posterFileSchema.safeParse({ name: file.name, size: file.size, type: file.type });
  if (!parsed.success) {
    // Type before size: "not a picture" is the more useful thing to hear about a 40 MB video.
    const codes = parsed.error.issues.map((issue) => issue.message);
    return (['type', 'empty', 'size'] as const).find((code) => codes.includes(code)) ?? 'type';
  }
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES[parsed.data.type](head) ? null : 'content';
}

/** `<slug of the file name>-<random>.<ext>`: readable in the bucket, never overwriting another poster. */
export function posterObjectName(fileName: string, type: PosterType, random: string = crypto.randomUUID().slice(0, 8)): string {
  const base = fileName.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'poster'}-${random}.${POSTER_TYPES[type]}`;
}
