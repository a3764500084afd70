import { useTranslation } from 'react-i18next';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { HomeSection } from './home-section';

const BENEFITS = ['emotional', 'social', 'cognitive'] as const;

/** 'How {product} Transforms Care': Emotional Wellbeing, Social Connection, Cognitive Stimulation. */
export function BenefitsSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="benefits" title={t('benefits.title')}>
      <CardGrid columns={3}>
        {BENEFITS.map((benefit) => (
          <InfoCard key={benefit} title={t(`benefits.items.${benefit}.title`)}>
            <p>{t(`benefits.items.${benefit}.text`)}</p>
          </InfoCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
