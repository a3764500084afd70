import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import type { ReservedConcert } from '../page/facility-concerts';
import { SectionCard, StateLine } from '../page/section-card';
import { AloneMoodForm } from './alone-mood-form';

interface AloneMoodCardProps {
  client: TuttiClient;
  facility: { id: string; timeZone: string };
  /** The facility's reserved concerts, coming and past: a recording may be watched before or after the night. */
  concerts: readonly ReservedConcert[];
}

/**
 * A resident who watches a concert alone has no session and no tablet: staff record the mood check here, for the
 * facility's staff and managers alike, while the facility has the check on (the page leaves the card out otherwise).
 */
export function AloneMoodCard({ client, facility, concerts }: AloneMoodCardProps) {
  const { t } = useTranslation('mood');
  return (
    <SectionCard id="mood-entry" title={t('entry.title')}>
      <p>{t('entry.intro')}</p>
      {concerts.length === 0 ? <StateLine>{t('entry.noConcerts')}</StateLine> : <AloneMoodForm client={client} facility={facility} concerts={concerts} />}
    </SectionCard>
  );
}
