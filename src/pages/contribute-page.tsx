import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/page-head';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { ActionRow, PageIntro, ProseSection } from '@/ui/prose-section';

/** Each group of contributors and where their next step lives. */
const GROUPS = [
  { id: 'musicians', to: '/contact' },
  { id: 'volunteers', to: '/waitlist' },
  { id: 'care', to: '/contact' },
  { id: 'partners', to: '/contact' },
  { id: 'researchers', to: '/neuromarketing' },
] as const;

export default function ContributePage() {
  const { t } = useTranslation('contribute');
  return (
    <>
      <PageHead page="contribute" />
      <PageIntro title={t('title')} lead={t('lead')} still="players-close" />
      <ProseSection title={t('groups.title')} wide>
        <CardGrid>
          {GROUPS.map(({ id, to }) => (
            <InfoCard
              key={id}
              title={t(`groups.items.${id}.title`)}
              footer={
                <Link to={to} className={buttonClasses('secondary', 'w-full')}>
                  {t(`groups.items.${id}.action`)}
                </Link>
              }
            >
              <p>{t(`groups.items.${id}.text`)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </ProseSection>
      <ProseSection title={t('next.title')}>
        <p>{t('next.text')}</p>
        <ActionRow>
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('next.contact')}
          </Link>
          <Link to="/waitlist" className={buttonClasses('secondary')}>
            {t('next.waitlist')}
          </Link>
        </ActionRow>
      </ProseSection>
    </>
  );
}
