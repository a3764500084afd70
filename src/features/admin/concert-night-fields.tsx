import { useTranslation } from 'react-i18next';
import { MAX_DOORS_OPEN_MINUTES } from '@/features/concerts';
import { CONCERT_STATUSES, type ConcertDraft } from '@/features/concerts/editing';
import { controlClasses, FieldShell, TextField } from '@/lib/forms/fields';
import { editorErrorText } from './editor-error-text';
import { LiveStreamField } from './live-stream-field';

type NightChange = Partial<Pick<ConcertDraft, 'status' | 'doorsOpenMinutes' | 'liveStreamUrl'>>;

interface ConcertNightFieldsProps {
  draft: Pick<ConcertDraft, 'status' | 'doorsOpenMinutes' | 'liveStreamUrl'>;
  errors: Record<string, string>;
  onChange: (change: NightChange) => void;
}

/** 'The concert night': whether it takes place, when its waiting room opens, and the live stream it plays. */
export function ConcertNightFields({ draft, errors, onChange }: ConcertNightFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FieldShell label={t('editor.fields.status')} hint={t('editor.hints.status')} errorText={editorErrorText(t, errors['status'])}>
        {(wiring, invalid) => (
          <select {...wiring} name="status" value={draft.status} onChange={(event) => onChange({ status: event.target.value })} className={controlClasses(invalid, 'mt-2 block w-full')}>
            {CONCERT_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`editor.statuses.${status}`)}</option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField
        name="doorsOpenMinutes"
        label={t('editor.fields.doorsOpenMinutes')}
        hint={t('editor.hints.doorsOpenMinutes', { max: MAX_DOORS_OPEN_MINUTES })}
        required
        inputMode="numeric"
        value={draft.doorsOpenMinutes}
        onValueChange={(doorsOpenMinutes) => onChange({ doorsOpenMinutes })}
        errorText={editorErrorText(t, errors['doorsOpenMinutes'])}
        inputClassName="sm:max-w-48"
      />
      <LiveStreamField url={draft.liveStreamUrl} errorText={editorErrorText(t, errors['liveStreamUrl'])} onChange={(liveStreamUrl) => onChange({ liveStreamUrl })} />
    </>
  );
}
