import { useTranslation } from 'react-i18next';
import { SLUG_MAX, VIDEO_HOSTS, type ArtistDraft } from '@/features/concerts/editing';
import { GENRES } from '@/features/concerts';
import { LANGUAGES, type Language } from '@/i18n/config';
import { SelectField, TextareaField, TextField } from '@/lib/forms/fields';
import { FormSection, RequiredNote } from '@/lib/forms/form-parts';
import type { TuttiClient } from '@/lib/supabase/client';
import { editorErrorText } from './editor-error-text';
import { LanguageTabs, languagesWithErrors } from './language-tabs';
import { PosterField } from './poster-field';
import { PublishedField } from './published-field';

export const ARTIST_FIELD_ORDER = [
  'id', 'name', 'genre', 'hometown', 'country', ...LANGUAGES.flatMap((l) => [`texts.${l}.tagline`, `texts.${l}.bio`]),
  'posterUrl', 'videoHost', 'videoId', 'videoSong', 'website', 'listen', 'published',
] as const;

interface SectionsProps {
  client: TuttiClient;
  draft: ArtistDraft;
  errors: Record<string, string>;
  language: Language;
  onLanguage: (language: Language) => void;
  onChange: (change: Partial<ArtistDraft>) => void;
  onText: (language: Language, field: 'tagline' | 'bio', value: string) => void;
  onNameBlur: () => void;
}

export function ArtistFormSections({ client, draft, errors, language, onLanguage, onChange, onText, onNameBlur }: SectionsProps) {
  const { t } = useTranslation('admin');
  const errorText = (name: string) => editorErrorText(t, errors[name]);
  const written = new Set(LANGUAGES.filter((l) => draft.texts[l].tagline.trim() !== '' || draft.texts[l].bio.trim() !== ''));
  const texts = draft.texts[language];
  const named = t(`languages.${language}`);
  return (
    <>
      <RequiredNote />
      <FormSection legend={t('editor.sections.artist')}>
        <TextField name="id" label={t('editor.fields.id')} hint={t('editor.hints.artistId')} required value={draft.id} onValueChange={(id) => onChange({ id })} errorText={errorText('id')} autoCapitalize="none" spellCheck={false} maxLength={SLUG_MAX} />
        <div onBlur={onNameBlur}>
          <TextField name="name" label={t('editor.fields.name')} hint={t('editor.hints.name')} required value={draft.name} onValueChange={(name) => onChange({ name })} errorText={errorText('name')} maxLength={200} />
        </div>
        <SelectField name="genre" label={t('editor.fields.genre')} value={draft.genre} onValueChange={(genre) => onChange({ genre })} errorText={errorText('genre')} placeholder={t('editor.noGenre')} options={GENRES.map((g) => ({ value: g, label: t(`genres.${g}`) }))} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="hometown" label={t('editor.fields.hometown')} hint={t('editor.hints.hometown')} value={draft.hometown} onValueChange={(hometown) => onChange({ hometown })} errorText={errorText('hometown')} maxLength={200} />
          <TextField name="country" label={t('editor.fields.country')} hint={t('editor.hints.country')} value={draft.country} onValueChange={(country) => onChange({ country })} errorText={errorText('country')} maxLength={2} autoCapitalize="none" />
        </div>
        <LanguageTabs active={language} onSelect={onLanguage} written={written} invalid={languagesWithErrors(errors)}>
          <div lang={language} className="space-y-5">
            <TextField name={`texts.${language}.tagline`} label={t('editor.fields.tagline', { language: named })} hint={t('editor.hints.tagline')} required={language === 'en'} value={texts.tagline} onValueChange={(v) => onText(language, 'tagline', v)} errorText={errorText(`texts.${language}.tagline`)} maxLength={200} />
            <TextareaField name={`texts.${language}.bio`} label={t('editor.fields.bio', { language: named })} hint={t('editor.hints.bio')} value={texts.bio} onValueChange={(v) => onText(language, 'bio', v)} errorText={errorText(`texts.${language}.bio`)} rows={8} />
          </div>
        </LanguageTabs>
      </FormSection>
      <FormSection legend={t('editor.sections.poster')}>
        <PosterField client={client} url={draft.posterUrl} error={errors['posterUrl']} onChange={(posterUrl) => onChange({ posterUrl })} />
      </FormSection>
      <FormSection legend={t('editor.sections.video')}>
        <SelectField name="videoHost" label={t('editor.fields.videoHost')} value={draft.videoHost} onValueChange={(videoHost) => onChange({ videoHost })} errorText={errorText('videoHost')} placeholder={t('editor.noVideo')} options={VIDEO_HOSTS.map((host: (typeof VIDEO_HOSTS)[number]) => ({ value: host, label: t(`videoHosts.${host}`) }))} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="videoId" label={t('editor.fields.videoId')} hint={t('editor.hints.videoId')} value={draft.videoId} onValueChange={(videoId) => onChange({ videoId })} errorText={errorText('videoId')} autoCapitalize="none" spellCheck={false} />
          <TextField name="videoSong" label={t('editor.fields.videoSong')} value={draft.videoSong} onValueChange={(videoSong) => onChange({ videoSong })} errorText={errorText('videoSong')} maxLength={200} />
        </div>
        <TextField name="website" label={t('editor.fields.website')} hint={t('editor.hints.website')} value={draft.website} onValueChange={(website) => onChange({ website })} errorText={errorText('website')} autoCapitalize="none" spellCheck={false} />
        <TextField name="listen" label={t('editor.fields.listen')} hint={t('editor.hints.listen')} value={draft.listen} onValueChange={(listen) => onChange({ listen })} errorText={errorText('listen')} autoCapitalize="none" spellCheck={false} />
      </FormSection>
      <FormSection legend={t('editor.sections.publishing')}>
        <PublishedField checked={draft.published} onChange={(published) => onChange({ published })} errorText={errorText('published')} hint={t('editor.hints.publishedArtist')} />
      </FormSection>
    </>
  );
}
