import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { concertDraftSchema, isDuplicate, issuesByField, slugify, streamProbeQuery, useSaveConcert, type ConcertDraft } from '@/features/concerts/editing';
import type { Language } from '@/i18n/config';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { showToast } from '@/ui/toast';
import { CONCERT_FIELD_ORDER, ConcertFormSections } from './concert-form-sections';
import { EditorActions } from './editor-actions';
import { useEditorErrors } from './use-editor-errors';
import { writeFailureText } from './write-failure';

interface ConcertFormProps {
  client: TuttiClient;
  initial: ConcertDraft;
  /** Null for a new concert. */
  existingId: string | null;
}

/**
 * Creates or edits a concert. Nothing typed is lost when a save fails: the values stay, the reason is
 * shown above the buttons. A stream that fails its probe blocks publishing, not saving a draft.
 */
export function ConcertForm({ client, initial, existingId }: ConcertFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveConcert(client);
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<Language>('en');
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const openLanguage = useCallback((next: Language) => setLanguage(next), []);
  const fieldErrors = useEditorErrors(CONCERT_FIELD_ORDER, openLanguage);

  const update = (change: Partial<ConcertDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    for (const name of Object.keys(change)) fieldErrors.clear(name);
  };
  const updateText = (lang: Language, field: 'title' | 'description', value: string) => {
    setDraft((previous) => ({ ...previous, texts: { ...previous.texts, [lang]: { ...previous.texts[lang], [field]: value } } }));
    fieldErrors.clear(`texts.${lang}.${field}`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending || checking) return;
    setSaveFailure(null);
    const parsed = concertDraftSchema.safeParse(draft);
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    const stream = draft.streamUrl.trim();
    if (draft.published && stream !== '' && errors['streamUrl'] === undefined) {
      setChecking(true);
      const probe = await queryClient.fetchQuery(streamProbeQuery(stream)).finally(() => setChecking(false));
      if (!probe.ok) errors['published'] = 'probeBlocks';
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      fieldErrors.show(form, errors);
      return;
    }
    save.mutate(
      { row: parsed.data, existingId },
      {
        onSuccess: ({ id }) => {
          showToast({ title: t('editor.saved', { title: parsed.data.title }), variant: 'success' });
          // A new row, or one whose address was changed: the editor follows it to its (new) address.
          if (id !== existingId) void navigate(`/admin/concerts/${encodeURIComponent(id)}`, { replace: true });
        },
        onError: (error) => {
          if (isDuplicate(error)) {
            fieldErrors.show(form, { id: 'taken' });
            return;
          }
          const text = writeFailureText(t, error);
          setSaveFailure(text);
          announce(`${t('editor.saveFailed')} ${text}`, { politeness: 'assertive' });
        },
      },
    );
  };

  // A new concert's address follows its English title until the admin types one of their own.
  const suggestId = () => {
    if (existingId === null && draft.id === '') update({ id: slugify(draft.texts.en.title) });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8" aria-labelledby="concert-editor-heading">
      <ConcertFormSections
        client={client}
        draft={draft}
        errors={fieldErrors.errors}
        language={language}
        onLanguage={setLanguage}
        onChange={update}
        onText={updateText}
        onTitleBlur={suggestId}
      />
      <EditorActions busy={save.isPending || checking} busyText={checking ? t('probe.checking') : t('editor.saving')} failure={saveFailure} cancelTo="/admin/concerts" />
    </form>
  );
}
