import { z } from 'zod';
import { GENRES } from '../programme';
import { optionalText, requiredText } from '@/lib/forms/schemas';
import { emptyTexts, languageTexts, slugSchema, type TextDraft } from './text-fields';
import { posterUrlSchema } from './urls';

export const ARTIST_TEXT_FIELDS = ['tagline', 'bio'] as const;
export type ArtistTextField = (typeof ARTIST_TEXT_FIELDS)[number];
export const VIDEO_HOSTS = ['youtube', 'vimeo'] as const;
export const LINK_KINDS = ['website', 'listen'] as const;

/** The artist editor's values, strings as typed. */
export interface ArtistDraft {
  id: string;
  name: string;
  genre: string;
  hometown: string;
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  country: string;
  texts: TextDraft<ArtistTextField>;
  posterUrl: string;
  videoHost: string;
  videoId: string;
  videoSong: string;
  website: string;
  listen: string;
  published: boolean;
}

export const emptyArtistDraft = (): ArtistDraft => ({
  id: '', name: '', genre: '', hometown: '', country: '', texts: emptyTexts(ARTIST_TEXT_FIELDS), posterUrl: '',
  videoHost: '', videoId: '', videoSong: '', website: '', listen: '', published: false,
});

const httpsOrEmpty = z
  .string()
  .trim()
  .max(2000, { message: 'tooLong' })
  .refine((value) => {
    if (value === '') return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, { message: 'httpsUrl' });

/** The id each host uses in its embed address. */
const VIDEO_ID: Record<(typeof VIDEO_HOSTS)[number], RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{6,12}$/ };

export const artistDraftSchema = z
  .object({
    id: slugSchema,
    name: requiredText(200),
    genre: z.string().refine((v) => v === '' || (GENRES as readonly string[]).includes(v), { message: 'choice' }),
    hometown: optionalText(200),
    country: z.string().trim().toUpperCase().refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { message: 'country' }),
    texts: languageTexts<ArtistTextField>('tagline', { tagline: { max: 200 }, bio: { max: 4000, multiline: true } }),
    posterUrl: posterUrlSchema,
    videoHost: z.string().refine((v) => v === '' || (VIDEO_HOSTS as readonly string[]).includes(v), { message: 'choice' }),
    videoId: z.string().trim(),
    videoSong: optionalText(200),
    website: httpsOrEmpty,
    listen: httpsOrEmpty,
    published: z.boolean(),
  })
  .superRefine((draft, context) => {
    const host = draft.videoHost as (typeof VIDEO_HOSTS)[number] | '';
    if (host === '' && draft.videoId !== '') context.addIssue({ code: 'custom', path: ['videoHost'], message: 'required' });
    if (host !== '' && !VIDEO_ID[host].test(draft.videoId)) context.addIssue({ code: 'custom', path: ['videoId'], message: draft.videoId === '' ? 'required' : 'videoId' });
  })
  .transform((draft) => ({
    id: draft.id,
    name: draft.name,
    genre: draft.genre === '' ? null : (draft.genre as (typeof GENRES)[number]),
    hometown: draft.hometown,
    country: draft.country || null,
    texts: draft.texts,
    poster_url: draft.posterUrl,
    video_host: draft.videoHost === '' ? null : (draft.videoHost as (typeof VIDEO_HOSTS)[number]),
    video_id: draft.videoHost === '' ? null : draft.videoId,
    video_song: draft.videoHost === '' ? null : draft.videoSong,
    links: [
      ...(draft.website ? [{ kind: 'website' as const, href: draft.website }] : []),
      ...(draft.listen ? [{ kind: 'listen' as const, href: draft.listen }] : []),
    ],
    published: draft.published,
  }));

export type ArtistWrite = z.output<typeof artistDraftSchema>;
