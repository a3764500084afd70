import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseList, ProseSection } from '@/ui/prose-section';

/** The three offers with the full keys of their features, so a misspelt key is a type error. */
const TIERS = [
  {
    id: 'single',
    features: ['tiers.single.features.session', 'tiers.single.features.devices', 'tiers.single.features.group'],
  },
  {
    id: 'pilot',
    features: [
      'tiers.pilot.features.loan',
      'tiers.pilot.features.training',
      'tiers.pilot.features.checkIns',
      'tiers.pilot.features.evaluation',
    ],
  },
  {
    id: 'subscription',
    features: [
      'tiers.subscription.features.devices',
      'tiers.subscription.features.library',
      'tiers.subscription.features.support',
      'tiers.subscription.features.size',
    ],
  },
] as const;

const INCLUDED = ['setup', 'devices', 'help', 'privacy'] as const;

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const action = (id: (typeof TIERS)[number]['id'], name: string) =>
    id === 'pilot' ? (
      <Link to="/booking" className={buttonClasses('primary', 'w-full')}>
        {t('tiers.pilot.action')}
      </Link>
    ) : (
      <Link to="/contact" aria-label={t('tiers.requestQuoteFor', { name })} className={buttonClasses('secondary', 'w-full')}>
        {t('tiers.requestQuote')}
      </Link>
    );
  return (
    <>
      <PageHead page="pricing" />
      <PageIntro title={t('title')} lead={t('lead')} still="stage-side" />
      <ProseSection title={t('tiers.title')} wide>
        <CardGrid>
          {TIERS.map(({ id, features }) => {
            const name = t(`tiers.${id}.title`);
            return (
              <InfoCard
                key={id}
                title={name}
                highlight={id === 'pilot' ? t('tiers.recommended') : undefined}
                footer={action(id, name)}
              >
                <p>{t(`tiers.${id}.for`)}</p>
                <ProseList items={features.map((key) => t(key))} />
                <p>
                  <span className="font-semibold text-slate-900 dark:text-white">{t('tiers.priceLabel')}</span>{' '}
                  <span className="font-semibold text-brand-900 dark:text-brand-200">{t('tiers.price')}</span>
                </p>
              </InfoCard>
            );
          })}
        </CardGrid>
      </ProseSection>
      <ProseSection title={t('included.title')}>
        <ProseList items={INCLUDED.map((item) => t(`included.items.${item}`))} />
      </ProseSection>
      <ProseSection title={t('questions.title')}>
        <p>{t('questions.text')}</p>
        <ActionRow>
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('questions.contact')}
          </Link>
          <Link to="/shop" className={buttonClasses('secondary')}>
            {t('questions.shop')}
          </Link>
        </ActionRow>
      </ProseSection>
    </>
  );
}
