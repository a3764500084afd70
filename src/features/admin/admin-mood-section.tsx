import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodReport, preloadMoodReport } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { useAdminMoodReport } from './use-admin-mood-report';

/**
 * 'Mood across facilities' on /admin (issue 26): the facilities' mood report, opened on request. Until then neither
 * the report nor the chart library is loaded, and the database is not asked.
 */
export function AdminMoodSection({ client, userId }: { client: TuttiClient; userId: string }) {
  // Only the admin's words here: the report's own (in 'facility') come with the report, when it is opened.
  const { t } = useTranslation('admin');
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const report = useAdminMoodReport(client, userId);
  const toggle = () => {
    setFailed(false);
    setOpen(!open);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-300 bg-white p-4 text-lg text-slate-800 sm:p-6 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('mood.title')}
      </h2>
      <p className="max-w-3xl print:hidden">{t('mood.intro')}</p>
      <Button variant="secondary" aria-expanded={open} aria-controls={bodyId} onClick={toggle} onPointerEnter={preloadMoodReport} onFocus={preloadMoodReport} className="print:hidden">
        {open ? t('mood.hide') : t('mood.show')}
      </Button>
      <div id={bodyId}>
        {open &&
          (failed ? (
            <div role="alert" className="space-y-3">
              <p>{t('mood.failed')}</p>
              <Button variant="secondary" onClick={() => setFailed(false)}>
                {t('mood.retry')}
              </Button>
            </div>
          ) : (
            <MoodReport {...report} onFailed={() => setFailed(true)} />
          ))}
      </div>
    </section>
  );
}
