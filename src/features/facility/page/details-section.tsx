import { useTranslation } from 'react-i18next';
import { numberFormat, regionNames } from '@/lib/intl-formatters';
import type { FacilityDetails } from './facility-details';
import { SectionCard } from './section-card';

/** The facility as registered: what the manager gave and an admin checked. */
export function DetailsSection({ details }: { details: FacilityDetails }) {
  const { t, i18n } = useTranslation('facility');
  const count = (value: number | null) => (value === null ? t('page.details.notGiven') : numberFormat(i18n.language, {}).format(value));
  const rows: [string, string][] = [
    [t('page.details.kind'), t(`page.details.kinds.${details.kind}`)],
    [t('page.details.address'), details.address],
    [t('page.details.country'), regionNames(i18n.language).of(details.country) ?? details.country],
    [t('page.details.timeZone'), details.time_zone],
    [t('page.details.residents'), count(details.residents)],
    [t('page.details.headsets'), count(details.headsets)],
    [t('page.details.invoiceEmail'), details.invoice_email],
    [t('page.details.status'), t(`page.status.${details.status}`)],
  ];
  return (
    <SectionCard id="facility-details" title={t('page.details.title')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900 dark:text-white">{term}</dt>
            <dd className="mb-2 min-w-0 wrap-anywhere sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
