import { useTranslation } from 'react-i18next';
import { tipOfTheDay } from '@/content/tips';
import { useToday } from '@/lib/use-today';
import { cn } from '@/ui/cn';
import { HOME_COLUMN } from './home-column';
import { BADGE_CLASSES, CARD_CLASSES } from './home-section';
import { HomeIcon } from './home-icons';

type TipVariant = 'tipOfTheDay' | 'dailyMusicTip';

/** Which tip of the rotation each section shows: the Daily Music Tip is the next one, never a repeat. */
const OFFSET = { tipOfTheDay: 0, dailyMusicTip: 1 } as const;
const SECTION_ID = { tipOfTheDay: 'tip-of-the-day', dailyMusicTip: 'daily-music-tip' } as const;

/** 'Tip of the Day' and 'Daily Music Tip' side by side (one above the other on phones): small, near the end. */
export function TipSections() {
  return (
    <div className={cn(HOME_COLUMN, 'grid gap-6 py-10 md:grid-cols-2')}>
      <TipSection variant="tipOfTheDay" />
      <TipSection variant="dailyMusicTip" />
    </div>
  );
}

/** One of the two tips: a region named by its h2, showing the day's tip of its place in the rotation. */
function TipSection({ variant }: { variant: TipVariant }) {
  const { t } = useTranslation('home-lower');
  // The day is read once: the tip does not change under the reader's eyes at midnight.
  const today = useToday();
  const tip = tipOfTheDay(today, OFFSET[variant]);
  if (!tip) return null;
  const id = SECTION_ID[variant];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn(CARD_CLASSES, 'flex flex-col gap-3 p-5 sm:p-6 lg:flex-row lg:gap-4')}>
      <HomeIcon name="lightbulb" className="size-8 text-brand-700 dark:text-stage-300" />
      <div className="min-w-0 space-y-3">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold text-slate-950 dark:text-white">
          {t(`tips.${variant}`)}
        </h2>
        {/* A block, not the badge's inline-flex: a flex item's text keeps its longest word whole and ran past the
            pill at a large text size; as a block the word wraps inside it. */}
        <p className={cn(BADGE_CLASSES, 'block max-w-fit')}>
          <span className="sr-only">{t('tips.categoryLabel')} </span>
          {t(`tips.categories.${tip.category}`)}
        </p>
        <p className="text-lg leading-relaxed text-slate-900 dark:text-slate-100">{t(tip.content)}</p>
      </div>
    </section>
  );
}
