import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

const BENEFITS = ['emotional', 'social', 'cognitive'] as const;

/** 'How {product} Transforms Care': Emotional Wellbeing, Social Connection, Cognitive Stimulation, as three plain columns. */
export function BenefitsSection() {
  const { t } = useTranslation('home-lower');
  return (
    <HomeSection id="benefits" title={t('benefits.title')}>
      <ul className="grid gap-8 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="space-y-2 border-t-4 border-brand-700 pt-4 dark:border-stage-400">
            <h3 className="text-xl font-semibold text-slate-950 dark:text-white">{t(`benefits.items.${benefit}.title`)}</h3>
            <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t(`benefits.items.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
