import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { useSubmission } from '@/lib/forms/use-submission';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { problemOf, type FacilityProblem } from '../staff/facility-error';
import { ProblemText } from '../staff/problem-text';
import { exportFiles } from './export-files';
import { downloadFile, exportFacility } from './facility-data';

/** 'Export everything': the facility, its members, invitations and reservations, as JSON and two CSV files. */
export function ExportData({ client, facilityId }: { client: TuttiClient; facilityId: string }) {
  const { t } = useTranslation('facility');
  const { submitting, run } = useSubmission();
  const [problem, setProblem] = useState<FacilityProblem | null>(null);
  const exportAll = () =>
    void run(async () => {
      setProblem(null);
      try {
        exportFiles(await exportFacility(client, facilityId)).forEach(downloadFile);
        announce(t('page.privacy.exported'));
      } catch (error) {
        setProblem(problemOf(error));
      }
    });
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('page.privacy.exportTitle')}</h3>
      <p>{t('page.privacy.exportText')}</p>
      <ProblemText problem={problem} />
      <Button variant="secondary" aria-disabled={submitting || undefined} className={BUSY_BUTTON} onClick={exportAll}>
        {submitting ? t('page.privacy.exporting') : t('page.privacy.export')}
      </Button>
    </div>
  );
}
