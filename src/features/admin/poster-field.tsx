import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPosterFile, useUploadPoster } from '@/features/concerts/editing';
import { controlClasses, FieldShell } from '@/lib/forms/fields';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { editorErrorText } from './editor-error-text';
import { writeFailureText } from './write-failure';

interface PosterFieldProps {
  client: TuttiClient;
  url: string;
  /** The error code of the address field, if any. */
  error: string | undefined;
  onChange: (url: string) => void;
}

/**
 * The poster: an address (a picture on this site, or any https one), or a file uploaded to the posters
 * bucket, which fills the address in. The file's type and size are checked before anything is sent.
 */
export function PosterField({ client, url, error, onChange }: PosterFieldProps) {
  const { t } = useTranslation('admin');
  const upload = useUploadPoster(client);
  const [fileError, setFileError] = useState<string | undefined>();
  const statusId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    setFileError(undefined);
    const problem = await checkPosterFile(file);
    if (problem !== null) {
      const text = t(`poster.errors.${problem}`);
      setFileError(text);
      announce(text, { politeness: 'assertive' });
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url: uploaded }) => {
        onChange(uploaded);
        announce(t('poster.uploaded'));
      },
      onError: (failure) => {
        const text = writeFailureText(t, failure);
        setFileError(text);
        announce(text, { politeness: 'assertive' });
      },
      onSettled: () => {
        input.value = '';
      },
    });
  };

  return (
    <div className="space-y-5">
      <FieldShell label={t('editor.fields.posterUrl')} hint={t('editor.hints.posterUrl')} errorText={editorErrorText(t, error)}>
        {(wiring, invalid) => (
          <input {...wiring} name="posterUrl" type="text" inputMode="url" autoCapitalize="none" spellCheck={false} value={url} onChange={(event) => onChange(event.target.value)} className={controlClasses(invalid, 'mt-2 block w-full')} />
        )}
      </FieldShell>
      <FieldShell label={t('poster.upload')} hint={t('poster.hint')} errorText={fileError}>
        {(wiring) => (
          <input
            {...wiring}
            aria-describedby={[wiring['aria-describedby'], statusId].filter(Boolean).join(' ')}
            name="posterFile"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void onFile(event)}
            className="mt-2 block min-h-12 w-full text-lg text-slate-900 file:mr-4 file:min-h-12 file:rounded-xl file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800 dark:text-slate-100 dark:file:border-brand-300 dark:file:bg-slate-900 dark:file:text-brand-200"
          />
        )}
      </FieldShell>
      <p id={statusId} className="text-base text-slate-800 dark:text-slate-200">
        {upload.isPending ? t('poster.uploading') : url !== '' ? t('poster.current') : t('poster.none')}
      </p>
      {url !== '' && !upload.isPending && (
        <img src={url} alt="" width={320} height={180} className="aspect-video w-80 max-w-full rounded-xl border border-slate-300 object-cover dark:border-slate-600" />
      )}
    </div>
  );
}
