import { useTranslation } from 'react-i18next';
import { concertText, useConcerts } from '@/features/concerts';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityMoodKey, readFacilityMoodReport } from './facility-mood-report';
import type { MoodReportProps } from './mood-report-props';

export interface ReportedFacility {
  id: string;
  name: string;
  timeZone: string;
}

/** The concert's title in the page's language, from the programme; its id while the programme is not there. */
function useConcertTitles(language: string) {
  const concerts = useConcerts();
  return (id: string) => {
    const concert = concerts.data?.find((c) => c.id === id);
    return (concert && concertText(concert, language).title) || id;
  };
}

/** A facility's own report: its lines per concert and month, on its clock, with its name on the printed page. */
export function useFacilityReport(client: TuttiClient, facility: ReportedFacility): MoodReportProps {
  const { t, i18n } = useTranslation('facility');
  const concertTitle = useConcertTitles(i18n.language);
  return {
    source: {
      queryKey: facilityMoodKey(facility.id),
      read: (period) => readFacilityMoodReport(client, facility.id, period),
      timeZone: facility.timeZone,
    },
    labels: {
      printHeading: (since, until) => t('mood.printHeading', { facility: facility.name, since, until }),
      csvFile: (since, until) => t('mood.csvFile', { since, until }),
      caption: t('mood.table.caption'),
      subjectHeader: t('mood.table.concert'),
      facesTitle: t('mood.faces.title'),
      subject: (group) => (group.concertId === null ? t('mood.table.allConcerts') : concertTitle(group.concertId)),
      countsOnly: () => t('mood.table.tooFew'),
    },
  };
}
