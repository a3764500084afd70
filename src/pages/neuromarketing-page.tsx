import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseList, ProseSection } from '@/ui/prose-section';

const QUESTIONS = ['mood', 'engagement', 'connection', 'comfort'] as const;
const PROMISES = ['consent', 'anonymity', 'permission', 'stop', 'noSelling'] as const;

export default function NeuromarketingPage() {
  const { t } = useTranslation('neuromarketing');
  return (
    <>
      <PageHead page="neuromarketing" />
      <PageIntro title={t('title')} lead={t('lead')} />
      <ProseSection title={t('meaning.title')}>
        <p>{t('meaning.text')}</p>
      </ProseSection>
      <ProseSection title={t('questions.title')}>
        <ProseList items={QUESTIONS.map((question) => t(`questions.items.${question}`))} />
      </ProseSection>
      <ProseSection title={t('methods.title')}>
        <p>{t('methods.text')}</p>
      </ProseSection>
      <ProseSection title={t('ethics.title')} wide>
        <CardGrid>
          {PROMISES.map((promise) => (
            <InfoCard key={promise} title={t(`ethics.items.${promise}.title`)}>
              <p>{t(`ethics.items.${promise}.text`)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </ProseSection>
      <ProseSection title={t('partners.title')}>
        <p>{t('partners.text')}</p>
        <ActionRow>
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('partners.contact')}
          </Link>
          <Link to="/privacy" className={buttonClasses('secondary')}>
            {t('partners.privacy')}
          </Link>
        </ActionRow>
      </ProseSection>
    </>
  );
}
