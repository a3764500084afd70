import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseList, ProseSection } from '@/ui/prose-section';

/** Each package with the full keys of what it includes, so a misspelt key is a type error. */
const PACKAGES = {
  starter: [
    'packages.items.starter.includes.headset',
    'packages.items.starter.includes.library',
    'packages.items.starter.includes.training',
    'packages.items.starter.includes.covers',
  ],
  careHome: [
    'packages.items.careHome.includes.devices',
    'packages.items.careHome.includes.library',
    'packages.items.careHome.includes.guide',
    'packages.items.careHome.includes.support',
  ],
  hospital: [
    'packages.items.hospital.includes.headsets',
    'packages.items.hospital.includes.concerts',
    'packages.items.hospital.includes.setup',
    'packages.items.hospital.includes.contact',
  ],
  accessories: [
    'packages.items.accessories.includes.covers',
    'packages.items.accessories.includes.headphones',
    'packages.items.accessories.includes.case',
    'packages.items.accessories.includes.stand',
  ],
} as const;

type PackageId = keyof typeof PACKAGES;
const PACKAGE_IDS: readonly PackageId[] = ['starter', 'careHome', 'hospital', 'accessories'];

export default function ShopPage() {
  const { t } = useTranslation('shop');
  return (
    <>
      <PageHead page="shop" />
      <PageIntro title={t('title')} lead={t('lead')} />
      <ProseSection title={t('packages.title')} wide>
        <p>{t('noCart')}</p>
        <CardGrid columns={2}>
          {PACKAGE_IDS.map((id) => {
            const name = t(`packages.items.${id}.title`);
            return (
              <InfoCard
                key={id}
                title={name}
                footer={
                  <Link
                    to="/contact"
                    aria-label={t('packages.requestQuoteFor', { name })}
                    className={buttonClasses('primary', 'w-full')}
                  >
                    {t('packages.requestQuote')}
                  </Link>
                }
              >
                <p>{t(`packages.items.${id}.text`)}</p>
                <p className="font-semibold text-slate-900 dark:text-white">{t('packages.includesLabel')}</p>
                <ProseList items={PACKAGES[id].map((key) => t(key))} />
                <p className="font-semibold text-brand-900 dark:text-brand-200">{t('packages.price')}</p>
              </InfoCard>
            );
          })}
        </CardGrid>
      </ProseSection>
      <ProseSection title={t('help.title')}>
        <p>{t('help.text')}</p>
        <ActionRow>
          <Link to="/booking" className={buttonClasses('primary')}>
            {t('help.pilot')}
          </Link>
          <Link to="/pricing" className={buttonClasses('secondary')}>
            {t('help.pricing')}
          </Link>
        </ActionRow>
      </ProseSection>
    </>
  );
}
