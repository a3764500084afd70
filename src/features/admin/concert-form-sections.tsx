import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SLUG_MAX, type ConcertDraft } from '@/features/concerts/editing';
import { GENRES } from '@/features/concerts';
import { LANGUAGES, type Language } from '@/i18n/config';
import { controlClasses, FieldShell, SelectField, TextareaField, TextField } from '@/lib/forms/fields';
import { FormSection, RequiredNote } from '@/lib/forms/form-parts';
import type { TuttiClient } from '@/lib/supabase/client';
import { editorErrorText } from './editor-error-text';
import { LanguageTabs, languagesWithErrors } from './language-tabs';
import { PosterField } from './poster-field';
import { adminArtistsQuery } from '@/features/concerts';
import { ConcertNightFields } from './concert-night-fields';
import { PublishedField } from './published-field';
import { StreamFields } from './stream-field';
import { TimeZoneField } from './time-zone-field';

/** The fields in the order they appear: the first with an error gets the focus. */
export const CONCERT_FIELD_ORDER = [
  'id', ...LANGUAGES.flatMap((l) => [`texts.${l}.title`, `texts.${l}.description`]), 'artistId', 'venue', 'timeZone', 'startsAt', 'endsAt',
  'status', 'doorsOpenMinutes', 'liveStreamUrl', 'genre', 'capacity', 'price', 'posterUrl', 'streamUrl', 'streamLayout', 'captions', 'published',
] as const;

interface SectionsProps {
  client: TuttiClient;
  draft: ConcertDraft;
  errors: Record<string, string>;
  language: Language;
  onLanguage: (language: Language) => void;
  onChange: (change: Partial<ConcertDraft>) => void;
  onText: (language: Language, field: 'title' | 'description', value: string) => void;
  onTitleBlur: () => void;
}

export function ConcertFormSections({ client, draft, errors, language, onLanguage, onChange, onText, onTitleBlur }: SectionsProps) {
  const { t } = useTranslation('admin');
  const artists = useQuery(adminArtistsQuery(client));
  const errorText = (name: string) => editorErrorText(t, errors[name]);
  const written = new Set(LANGUAGES.filter((l) => draft.texts[l].title.trim() !== '' || draft.texts[l].description.trim() !== ''));
  const texts = draft.texts[language];
  return (
    <>
      <RequiredNote />
      <FormSection legend={t('editor.sections.texts')}>
        <TextField name="id" label={t('editor.fields.id')} hint={t('editor.hints.id')} required value={draft.id} onValueChange={(id) => onChange({ id })} errorText={errorText('id')} autoCapitalize="none" spellCheck={false} maxLength={SLUG_MAX} />
        <LanguageTabs active={language} onSelect={onLanguage} written={written} invalid={languagesWithErrors(errors)}>
          <div lang={language} className="space-y-5">
            <div onBlur={language === 'en' ? onTitleBlur : undefined}>
              <TextField name={`texts.${language}.title`} label={t('editor.fields.title', { language: t(`languages.${language}`) })} required={language === 'en'} hint={language === 'en' ? t('editor.hints.titleEn') : t('editor.hints.titleOther')} value={texts.title} onValueChange={(v) => onText(language, 'title', v)} errorText={errorText(`texts.${language}.title`)} maxLength={200} />
            </div>
            <TextareaField name={`texts.${language}.description`} label={t('editor.fields.description', { language: t(`languages.${language}`) })} hint={t('editor.hints.description')} value={texts.description} onValueChange={(v) => onText(language, 'description', v)} errorText={errorText(`texts.${language}.description`)} rows={6} />
          </div>
        </LanguageTabs>
      </FormSection>
      <FormSection legend={t('editor.sections.when')}>
        <SelectField name="artistId" label={t('editor.fields.artist')} hint={t('editor.hints.artist')} value={draft.artistId} onValueChange={(artistId) => onChange({ artistId })} errorText={errorText('artistId')} placeholder={t('editor.noArtist')} options={(artists.data ?? []).map((a) => ({ value: a.id, label: a.published ? a.name : `${a.name} (${t('status.draft')})` }))} />
        <TextField name="venue" label={t('editor.fields.venue')} hint={t('editor.hints.venue')} value={draft.venue} onValueChange={(venue) => onChange({ venue })} errorText={errorText('venue')} maxLength={300} />
        <TimeZoneField value={draft.timeZone} onChange={(timeZone) => onChange({ timeZone })} errorText={errorText('timeZone')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <LocalTimeField name="startsAt" label={t('editor.fields.startsAt')} required value={draft.startsAt} onChange={(startsAt) => onChange({ startsAt })} errorText={errorText('startsAt')} hint={t('editor.hints.localTime', { zone: draft.timeZone })} />
          <LocalTimeField name="endsAt" label={t('editor.fields.endsAt')} value={draft.endsAt} onChange={(endsAt) => onChange({ endsAt })} errorText={errorText('endsAt')} hint={t('editor.hints.localTime', { zone: draft.timeZone })} />
        </div>
      </FormSection>
      <FormSection legend={t('editor.sections.night')}>
        <ConcertNightFields draft={draft} errors={errors} onChange={onChange} />
      </FormSection>
      <FormSection legend={t('editor.sections.details')}>
        <SelectField name="genre" label={t('editor.fields.genre')} value={draft.genre} onValueChange={(genre) => onChange({ genre })} errorText={errorText('genre')} placeholder={t('editor.noGenre')} options={GENRES.map((g) => ({ value: g, label: t(`genres.${g}`) }))} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="capacity" label={t('editor.fields.capacity')} hint={t('editor.hints.capacity')} required inputMode="numeric" value={draft.capacity} onValueChange={(capacity) => onChange({ capacity })} errorText={errorText('capacity')} />
          <TextField name="price" label={t('editor.fields.price')} hint={t('editor.hints.price')} required inputMode="text" value={draft.price} onValueChange={(price) => onChange({ price })} errorText={errorText('price')} />
        </div>
      </FormSection>
      <FormSection legend={t('editor.sections.poster')}>
        <PosterField client={client} url={draft.posterUrl} error={errors['posterUrl']} onChange={(posterUrl) => onChange({ posterUrl })} />
      </FormSection>
      <FormSection legend={t('editor.sections.stream')}>
        <StreamFields url={draft.streamUrl} layout={draft.streamLayout} captions={draft.captions} errors={errors} onChange={({ url, layout, captions }) => onChange({ ...(url === undefined ? {} : { streamUrl: url }), ...(layout === undefined ? {} : { streamLayout: layout }), ...(captions === undefined ? {} : { captions }) })} />
      </FormSection>
      <FormSection legend={t('editor.sections.publishing')}>
        <PublishedField checked={draft.published} onChange={(published) => onChange({ published })} errorText={errorText('published')} hint={t('editor.hints.publishedConcert')} />
      </FormSection>
    </>
  );
}

interface LocalTimeFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  required?: boolean;
  errorText: string | undefined;
  onChange: (value: string) => void;
}

/** A date and time on the venue's clock (datetime-local: the browser's own date and time picker). */
function LocalTimeField({ name, label, hint, value, required, errorText, onChange }: LocalTimeFieldProps) {
  return (
    <FieldShell label={label} hint={hint} required={required} errorText={errorText}>
      {(wiring, invalid) => <input {...wiring} name={name} type="datetime-local" required={required} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses(invalid, 'mt-2 block w-full')} />}
    </FieldShell>
  );
}
