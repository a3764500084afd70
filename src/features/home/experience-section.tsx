import { useTranslation } from 'react-i18next';
import { STORY_TEXT, StoryBlock } from './story-block';

/** What keeps a concert comfortable for someone frail or unused to headsets: things the player does. */
const COMFORT = ['seated', 'still', 'captions', 'gaze'] as const;

/** The story's first chapter: what a resident experiences, in a seat of a real hall, and what keeps it comfortable. */
export function ExperienceSection() {
  const { t } = useTranslation('home');
  return (
    <StoryBlock id="experience" eyebrow={t('experience.eyebrow')} title={t('experience.title')} still="hall-balcony" stillAlt={t('experience.stillAlt')} stillCaption={t('stillCaption')}>
      <p className={STORY_TEXT}>{t('experience.text')}</p>
      <h3 className="pt-2 text-xl font-semibold text-slate-950 dark:text-white">{t('experience.comfortTitle')}</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {COMFORT.map((item) => (
          <li key={item} className="border-l-4 border-brand-700 pl-4 text-lg leading-snug text-slate-800 dark:border-stage-400 dark:text-slate-200">
            {t(`experience.comfort.${item}`)}
          </li>
        ))}
      </ul>
      <p className={STORY_TEXT}>{t('experience.screens')}</p>
    </StoryBlock>
  );
}
