import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseList, ProseSection, inlineLinkClasses } from '@/ui/prose-section';

const STEPS = ['film', 'watch', 'setup', 'share'] as const;
const VALUES = ['comfort', 'privacy', 'access', 'musicians'] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageHead page="about" />
      <PageIntro title={t('title')} lead={t('lead')} still="stage-row3" />
      <ProseSection title={t('mission.title')}>
        <p>{t('mission.text')}</p>
      </ProseSection>
      <ProseSection title={t('how.title')}>
        <ProseList ordered items={STEPS.map((step) => t(`how.steps.${step}`))} />
      </ProseSection>
      <ProseSection title={t('who.title')}>
        <p>{t('who.text')}</p>
      </ProseSection>
      <ProseSection title={t('values.title')} wide>
        <CardGrid columns={4}>
          {VALUES.map((value) => (
            <InfoCard key={value} title={t(`values.items.${value}.title`)}>
              <p>{t(`values.items.${value}.text`)}</p>
            </InfoCard>
          ))}
        </CardGrid>
        <Link to="/accessibility" className={inlineLinkClasses}>
          {t('values.accessibilityLink')}
        </Link>
      </ProseSection>
      <ProseSection title={t('base.title')}>
        <p>{t('base.text')}</p>
      </ProseSection>
      <ProseSection title={t('cta.title')}>
        <p>{t('cta.text')}</p>
        <ActionRow>
          <Link to="/concert/demo" className={buttonClasses('primary')}>
            {t('cta.watchDemo')}
          </Link>
          <Link to="/booking" className={buttonClasses('secondary')}>
            {t('cta.bookPilot')}
          </Link>
          <Link to="/contact" className={buttonClasses('secondary')}>
            {t('cta.contact')}
          </Link>
        </ActionRow>
      </ProseSection>
    </>
  );
}
