import { z } from 'zod';
import { LANGUAGES, type Language } from '@/i18n/config';
import { optionalText, requiredText } from '@/lib/forms/schemas';

/**
 * Texts per language, as the editor holds them (every language, empty strings where not written) and as
 * the database stores them (`{ en: {...}, nl: {...} }`, only the languages written, English required).
 * Issue messages are error codes (`admin:editor.errors.<code>`), paths `texts.<lang>.<field>`.
 */
export type TextDraft<F extends string> = Record<Language, Record<F, string>>;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The database's limit for an id (`^[a-z0-9-]{1,64}$`), and the booking form's for a concert it carries. */
export const SLUG_MAX = 64;
export const slugSchema = z.string().trim().min(1, { message: 'required' }).max(SLUG_MAX, { message: 'tooLong' }).regex(SLUG, { message: 'slug' });

/** An address part from a title: 'Spring Strings at the Concertgebouw' → 'spring-strings-at-the-concertgebouw'. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');

interface TextRule {
  max: number;
  multiline?: boolean;
}

/**
 * `lead` is the field a language needs once anything is written in it (the title of a concert): a
 * language with only a description would show an untitled concert. English always needs it.
 */
export function languageTexts<F extends string>(lead: F, rules: Record<F, TextRule>) {
  const fields = Object.keys(rules) as F[];
  const rule = (f: F, required: boolean): z.ZodType<string | null, string> =>
    f === lead && required ? requiredText(rules[f].max, rules[f]) : optionalText(rules[f].max, rules[f]);
  const entry = (required: boolean) => z.object(Object.fromEntries(fields.map((f) => [f, rule(f, required)])) as Record<F, z.ZodType<string | null, string>>);
  return z
    .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, entry(lang === 'en')])) as Record<Language, ReturnType<typeof entry>>)
    .superRefine((texts, context) => {
      for (const lang of LANGUAGES) {
        const values = texts[lang] as Record<F, string | null>;
        if (values[lead] === null && fields.some((f) => values[f] !== null)) context.addIssue({ code: 'custom', path: [lang, lead], message: 'leadNeeded' });
      }
    })
    .transform((texts) => {
      const stored: Partial<Record<Language, Record<F, string>>> = {};
      for (const lang of LANGUAGES) {
        const values = texts[lang] as Record<F, string | null>;
        if (values[lead] === null) continue;
        stored[lang] = Object.fromEntries(fields.map((f) => [f, values[f] ?? ''])) as Record<F, string>;
      }
      return stored;
    });
}

/** The editor's empty texts: every language, every field ''. */
export const emptyTexts = <F extends string>(fields: readonly F[]): TextDraft<F> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((f) => [f, '']))])) as TextDraft<F>;

/** Stored texts back into the editor's shape. */
export function textsToDraft<F extends string>(fields: readonly F[], stored: unknown): TextDraft<F> {
  const draft = emptyTexts(fields);
  if (typeof stored !== 'object' || stored === null) return draft;
  for (const lang of LANGUAGES) {
    const entry = (stored as Record<string, unknown>)[lang];
    if (typeof entry !== 'object' || entry === null) continue;
    for (const f of fields) {
      const value = (entry as Record<string, unknown>)[f];
      if (typeof value === 'string') draft[lang][f] = value;
    }
  }
  return draft;
}

/** zod issues → `path.joined` → first code, for the fields. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) result[issue.path.join('.')] ??= issue.message;
  return result;
}
