import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { ConsentSettingsButton } from '@/features/consent/consent-settings-button';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseList, ProseSection, inlineLinkClasses } from '@/ui/prose-section';

const AUTHORITY_URL = 'https://www.autoriteitpersoonsgegevens.nl';

const CARE = ['noMedical', 'control', 'noRecording'] as const;
const FORMS = ['booking', 'pilot', 'contact', 'waitlist'] as const;
const RIGHTS = ['access', 'correct', 'delete', 'withdraw', 'complain'] as const;
const FACILITY_DATA = ['facility', 'staff', 'reservations', 'residents'] as const;

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  return (
    <>
      <PageHead page="privacy" />
      <PageIntro title={t('title')} lead={t('lead')} />
      <ProseSection title={t('who.title')}>
        <p>{t('who.text')}</p>
      </ProseSection>
      <ProseSection title={t('cookies.title')}>
        <p>{t('cookies.essential')}</p>
        <p>{t('cookies.analytics')}</p>
        <p>{t('cookies.change')}</p>
        <ConsentSettingsButton />
      </ProseSection>
      <ProseSection title={t('analytics.title')}>
        <p>{t('analytics.text')}</p>
      </ProseSection>
      <ProseSection title={t('care.title')}>
        <ProseList items={CARE.map((item) => t(`care.items.${item}`))} />
      </ProseSection>
      {/* The facility page's privacy section links here (#facility-accounts). */}
      <div id="facility-accounts">
        <ProseSection title={t('facilities.title')}>
          <p>{t('facilities.intro')}</p>
          <ProseList items={FACILITY_DATA.map((item) => t(`facilities.items.${item}`))} />
          <p>{t('facilities.retention')}</p>
          <p>{t('facilities.control')}</p>
        </ProseSection>
      </div>
      <ProseSection title={t('forms.title')} wide>
        <p>{t('forms.intro')}</p>
        <CardGrid columns={2}>
          {FORMS.map((form) => (
            <InfoCard key={form} title={t(`forms.items.${form}.title`)}>
              <dl className="space-y-2">
                <dt className="font-semibold text-slate-900 dark:text-white">{t('forms.whatLabel')}</dt>
                <dd>{t(`forms.items.${form}.what`)}</dd>
                <dt className="font-semibold text-slate-900 dark:text-white">{t('forms.whyLabel')}</dt>
                <dd>{t(`forms.items.${form}.why`)}</dd>
              </dl>
            </InfoCard>
          ))}
        </CardGrid>
        <p>{t('forms.retention')}</p>
        <p>{t('forms.processors')}</p>
      </ProseSection>
      <ProseSection title={t('rights.title')}>
        <p>{t('rights.intro')}</p>
        <ProseList items={RIGHTS.map((right) => t(`rights.items.${right}`))} />
        <a href={AUTHORITY_URL} target="_blank" rel="noopener noreferrer" className={inlineLinkClasses}>
          {t('rights.authorityLink')}
          <span className="sr-only"> {tCommon('externalLink')}</span>
        </a>
      </ProseSection>
      <ProseSection title={t('contact.title')}>
        <p>{t('contact.text')}</p>
        <ActionRow>
          <a href={`mailto:${BRAND.infoEmail}`} className={buttonClasses('primary', 'break-all')}>
            {t('contact.email', { email: BRAND.infoEmail })}
          </a>
          <Link to="/contact" className={buttonClasses('secondary')}>
            {t('contact.form')}
          </Link>
        </ActionRow>
        <p className="text-base text-slate-700 dark:text-slate-300">{t('updated')}</p>
      </ProseSection>
    </>
  );
}
