import { useTranslation } from 'react-i18next';
import { CARD_CLASSES, HomeSection } from './home-section';
import { HomeIcon, type HomeIconName } from './home-icons';
import { cn } from '@/ui/cn';

const FEATURES: ReadonlyArray<{ key: 'immersive' | 'care' | 'together'; icon: HomeIconName }> = [
  { key: 'immersive', icon: 'sphere' },
  { key: 'care', icon: 'care' },
  { key: 'together', icon: 'people' },
];

/** What a 360° concert offers a care setting: three short blocks, no claims beyond what the product does. */
export function FeatureHighlights() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="features" title={t('features.title')} intro={t('features.intro')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className={cn(CARD_CLASSES, 'space-y-3 p-6')}>
            <HomeIcon name={icon} className="size-9 text-brand-700 dark:text-brand-300" />
            <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t(`features.items.${key}.title`)}</h3>
            <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
