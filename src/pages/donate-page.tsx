import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShareButton } from '@/features/donate/share-button';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseSection } from '@/ui/prose-section';

const FUNDS = ['headsets', 'concerts', 'musicians'] as const;

export default function DonatePage() {
  const { t } = useTranslation('donate');
  return (
    <>
      <PageHead page="donate" />
      <PageIntro title={t('title')} lead={t('lead')} still="hall-balcony" />
      <ProseSection title={t('why.title')}>
        <p>{t('why.text')}</p>
      </ProseSection>
      <ProseSection title={t('funds.title')} wide>
        <CardGrid>
          {FUNDS.map((fund) => (
            <InfoCard key={fund} title={t(`funds.items.${fund}.title`)}>
              <p>{t(`funds.items.${fund}.text`)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </ProseSection>
      <ProseSection title={t('how.title')}>
        <p>{t('how.text')}</p>
        <p>{t('how.sponsor')}</p>
        <ActionRow>
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('how.contactLink')}
          </Link>
          <Link to="/contribute" className={buttonClasses('secondary')}>
            {t('how.otherWays')}
          </Link>
        </ActionRow>
      </ProseSection>
      <ProseSection title={t('share.title')}>
        <p>{t('share.text')}</p>
        <ActionRow>
          <ShareButton />
        </ActionRow>
        <p className="font-semibold text-brand-900 dark:text-brand-200">{t('thanks')}</p>
      </ProseSection>
    </>
  );
}
