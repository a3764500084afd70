import { useTranslation } from 'react-i18next';
import { concertEnd, concertText, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { SITE_URL } from '@/lib/env';
import { Button } from '@/ui/button';
import { concertIcs } from '../calendar/concert-ics';
import { downloadIcs } from '../calendar/download-ics';

interface AddToCalendarProps {
  concert: ProgrammeConcert;
  /** The clock the file is written in: the facility's, or for a visitor the concert's own. */
  timeZone: string;
}

/** 'Add to calendar': the concert as an `.ics` file in `timeZone`, the title in the reader's language. */
export function AddToCalendar({ concert, timeZone }: AddToCalendarProps) {
  const { t } = useTranslation('facility');
  const language = useDisplayLanguage();
  const { title } = concertText(concert, language);
  const download = () => {
    const url = `${SITE_URL}/concert/${encodeURIComponent(concert.id)}`;
    // One uid per concert: downloading again updates the calendar's event instead of adding a second one.
    const ics = concertIcs({ uid: `concert-${concert.id}@${new URL(SITE_URL).host}`, title, startsAt: concert.startsAt, endsAt: concertEnd(concert), timeZone, url, location: concert.venue ?? undefined });
    downloadIcs(ics, title);
  };
  return (
    <Button variant="secondary" onClick={download}>
      {t('reservation.addToCalendar')}
    </Button>
  );
}
