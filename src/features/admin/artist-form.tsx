import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { artistDraftSchema, isDuplicate, issuesByField, slugify, useSaveArtist, type ArtistDraft } from '@/features/concerts/editing';
import type { Language } from '@/i18n/config';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { showToast } from '@/ui/toast';
import { ARTIST_FIELD_ORDER, ArtistFormSections } from './artist-form-sections';
import { EditorActions } from './editor-actions';
import { useEditorErrors } from './use-editor-errors';
import { writeFailureText } from './write-failure';

interface ArtistFormProps {
  client: TuttiClient;
  initial: ArtistDraft;
  existingId: string | null;
}

/** Creates or edits an artist; a failed save keeps every value and says why. */
export function ArtistForm({ client, initial, existingId }: ArtistFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveArtist(client);
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<Language>('en');
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const openLanguage = useCallback((next: Language) => setLanguage(next), []);
  const fieldErrors = useEditorErrors(ARTIST_FIELD_ORDER, openLanguage);

  const update = (change: Partial<ArtistDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    for (const name of Object.keys(change)) fieldErrors.clear(name);
  };
  const updateText = (lang: Language, field: 'tagline' | 'bio', value: string) => {
    setDraft((previous) => ({ ...previous, texts: { ...previous.texts, [lang]: { ...previous.texts[lang], [field]: value } } }));
    fieldErrors.clear(`texts.${lang}.${field}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending) return;
    setSaveFailure(null);
    const parsed = artistDraftSchema.safeParse(draft);
    if (!parsed.success) {
      fieldErrors.show(form, issuesByField(parsed.error));
      return;
    }
    save.mutate(
      { row: parsed.data, existingId },
      {
        onSuccess: ({ id }) => {
          showToast({ title: t('editor.saved', { title: parsed.data.name }), variant: 'success' });
          // A new row, or one whose address was changed: the editor follows it to its (new) address.
          if (id !== existingId) void navigate(`/admin/artists/${encodeURIComponent(id)}`, { replace: true });
        },
        onError: (error) => {
          if (isDuplicate(error)) return fieldErrors.show(form, { id: 'taken' });
          const text = writeFailureText(t, error);
          setSaveFailure(text);
          announce(`${t('editor.saveFailed')} ${text}`, { politeness: 'assertive' });
        },
      },
    );
  };

  const suggestId = () => {
    if (existingId === null && draft.id === '') update({ id: slugify(draft.name) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-8" aria-labelledby="artist-editor-heading">
      <ArtistFormSections client={client} draft={draft} errors={fieldErrors.errors} language={language} onLanguage={setLanguage} onChange={update} onText={updateText} onNameBlur={suggestId} />
      <EditorActions busy={save.isPending} busyText={t('editor.saving')} failure={saveFailure} cancelTo="/admin/artists" />
    </form>
  );
}
