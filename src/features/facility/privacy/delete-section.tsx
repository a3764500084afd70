import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { TextField } from '@/lib/forms/fields';
import { SubmitButton } from '@/lib/forms/form-parts';
import { useSubmission } from '@/lib/forms/use-submission';
import { announce } from '@/ui/announcer';
import { myFacilitiesKey } from '../current/my-facilities';
import { problemOf, type FacilityProblem } from '../staff/facility-error';
import { ProblemText } from '../staff/problem-text';
import { deleteFacility } from './facility-data';

/** Typing the name is the confirmation: a deletion cannot be undone, and a slip of the thumb must not do it. */
export const nameMatches = (typed: string, name: string) => typed.trim() === name.trim();

interface DeleteProps {
  client: TuttiClient;
  facility: { id: string; name: string };
  userId: string;
  onDeleted: (name: string) => void;
}

export function DeleteFacility({ client, facility, userId, onDeleted }: DeleteProps) {
  const { t } = useTranslation('facility');
  const queryClient = useQueryClient();
  const { submitting, run } = useSubmission();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problem, setProblem] = useState<FacilityProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nameMatches(typed, facility.name)) {
      setMismatch(true);
      document.getElementById('facility-delete-name')?.focus();
      return;
    }
    setMismatch(false);
    void run(async () => {
      setProblem(null);
      try {
        await deleteFacility(client, facility.id);
        announce(t('page.privacy.deleted', { facility: facility.name }));
        onDeleted(facility.name);
      } catch (error) {
        setProblem(problemOf(error));
      }
      await queryClient.invalidateQueries({ queryKey: myFacilitiesKey(userId) });
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="facility-delete-heading" className="space-y-3">
      <h3 id="facility-delete-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('page.privacy.deleteTitle')}
      </h3>
      <p>{t('page.privacy.deleteText')}</p>
      <TextField
        id="facility-delete-name"
        name="facility-name"
        label={t('page.privacy.typeName', { facility: facility.name })}
        required
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onValueChange={setTyped}
        errorText={mismatch ? t('page.privacy.nameMismatch') : undefined}
      />
      <ProblemText problem={problem} />
      <SubmitButton submitting={submitting} busyLabel={t('page.privacy.deleting')}>
        {t('page.privacy.delete')}
      </SubmitButton>
    </form>
  );
}
