import { useTranslation } from 'react-i18next';
import type { MoodReportProps } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';
import { adminMoodKey, countsOnlyReason, readAdminMoodReport } from './admin-mood-report';
import { useCountFormat } from './use-count-format';

/**
 * The facilities' report, in the facility report's code with the admins' words: a line per month, what it covers
 * being how many facilities took part. Its months are each facility's own; the period counts them on the reader's
 * clock, which the admins share closely enough for a choice of months.
 */
export function useAdminMoodReport(client: TuttiClient, userId: string): MoodReportProps {
  const { t } = useTranslation(['admin', 'facility']);
  const count = useCountFormat();
  return {
    source: {
      queryKey: adminMoodKey(userId),
      read: (period) => readAdminMoodReport(client, period),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    labels: {
      printHeading: (since, until) => t('admin:mood.printHeading', { since, until }),
      csvFile: (since, until) => t('admin:mood.csvFile', { since, until }),
      caption: t('admin:mood.caption'),
      subjectHeader: t('admin:mood.facilities'),
      facesTitle: t('admin:mood.facesTitle'),
      subject: (group) => count(group.facilities ?? 0),
      countsOnly: (group) => (countsOnlyReason(group) === 'facilities' ? t('admin:mood.fewFacilities') : t('facility:mood.table.tooFew')),
      notes: [t('admin:mood.rule')],
    },
  };
}
