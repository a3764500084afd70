import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { CARD_CLASSES, HomeSection } from './home-section';
import { HomeIcon, type HomeIconName } from './home-icons';
import { RECOGNITION_SECTION_ID } from './section-ids';

/**
 * SPEC section 1: a startup recognition from a regional innovation network, a magazine
 * executive-contributor role and a feature at a 2025 startup conference in Lisbon. Described as the SPEC
 * does, without naming organisations it does not name.
 */
const ITEMS: ReadonlyArray<{ key: 'startup' | 'contributor' | 'conference'; icon: HomeIconName }> = [
  { key: 'startup', icon: 'star' },
  { key: 'contributor', icon: 'pen' },
  { key: 'conference', icon: 'mic' },
];

export function RecognitionSection() {
  const { t } = useTranslation('home-lower');
  return (
    <HomeSection id={RECOGNITION_SECTION_ID} title={t('recognition.title')} intro={t('recognition.intro')} tinted>
      {/* Three across from the large breakpoint only, the icon above the text: at 768 px and 180 % text three
          columns with the icon beside left the text a box narrower than one word. */}
      <ul className="grid gap-4 lg:grid-cols-3">
        {ITEMS.map(({ key, icon }) => (
          <li key={key} className={cn(CARD_CLASSES, 'flex flex-col gap-3 p-6')}>
            <HomeIcon name={icon} className="size-9 text-brand-700 dark:text-brand-300" />
            <div className="min-w-0 space-y-2">
              <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t(`recognition.items.${key}.title`)}</h3>
              <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t(`recognition.items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
