import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { Button } from '@/ui/button';
import type { FacilityRow, StatusChangeError } from './facility-admin-queries';
import type { FacilityAction } from './facility-admin-table';

interface FacilityStatusFormProps {
  row: FacilityRow;
  action: FacilityAction;
  busy: boolean;
  /** The database's refusal of the last attempt, if any. */
  failure: StatusChangeError | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The one step between a row's button and the change: what will happen to which facility, and the note its
 * members will read (required to suspend: they must learn why). Focus lands in the note when it opens.
 */
export function FacilityStatusForm({ row, action, busy, failure, onConfirm, onCancel }: FacilityStatusFormProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState(action === 'suspend' ? '' : (row.status_reason ?? ''));
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const required = action === 'suspend';
  const errorText = missing ? t('facilities.form.reasonRequired') : failure === 'reason' ? t('facilities.errors.reason') : undefined;
  return (
    <form
      noValidate
      aria-labelledby="facility-status-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (required && reason.trim() === '') {
          setMissing(true);
          field.current?.focus();
          return;
        }
        onConfirm(reason);
      }}
      className="space-y-4 rounded-2xl border-2 border-brand-700 p-5 dark:border-brand-300"
    >
      <h3 id="facility-status-form-title" className="text-xl font-bold">{t(`facilities.form.title.${action}`, { name: row.name })}</h3>
      <p className="text-lg">{t(`facilities.form.text.${action}`, { name: row.name })}</p>
      <TextField
        ref={field}
        name="reason"
        label={t(required ? 'facilities.form.reason' : 'facilities.form.note')}
        hint={t('facilities.form.reasonHint')}
        required={required}
        maxLength={500}
        value={reason}
        onValueChange={(value) => {
          setMissing(false);
          setReason(value);
        }}
        errorText={errorText}
      />
      {failure !== null && failure !== 'reason' && (
        <p className="font-semibold text-red-800 dark:text-red-300">{t(`facilities.errors.${failure}`)}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={busy || undefined} className={BUSY_BUTTON}>
          {busy ? t('facilities.form.saving') : t(`facilities.form.confirm.${action}`)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>{t('facilities.form.cancel')}</Button>
      </div>
    </form>
  );
}
