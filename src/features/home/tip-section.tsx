import { useToday } from '@/lib/use-today';
import { useTranslation } from 'react-i18next';
import { tipOfTheDay } from '@/content/tips';
import { cn } from '@/ui/cn';
import { BADGE_CLASSES, CARD_CLASSES, HomeSection } from './home-section';
import { HomeIcon } from './home-icons';

interface TipSectionProps {
  variant: 'tipOfTheDay' | 'dailyMusicTip';
}

/** Which tip of the rotation each section shows: the Daily Music Tip is the next one, never a repeat. */
const OFFSET = { tipOfTheDay: 0, dailyMusicTip: 1 } as const;
const SECTION_ID = { tipOfTheDay: 'tip-of-the-day', dailyMusicTip: 'daily-music-tip' } as const;

/** 'Tip of the Day' (large) and 'Daily Music Tip' (compact): each shows the day's tip of its place in the rotation. */
export function TipSection({ variant }: TipSectionProps) {
  const { t } = useTranslation('home');
  // The day is read once: the tip does not change under the reader's eyes at midnight.
  const today = useToday();
  const tip = tipOfTheDay(today, OFFSET[variant]);
  if (!tip) return null;
  const large = variant === 'tipOfTheDay';
  return (
    <HomeSection id={SECTION_ID[variant]} title={t(`tips.${variant}`)}>
      <div className={cn(CARD_CLASSES, 'flex max-w-3xl flex-col gap-4 sm:flex-row', large ? 'p-6 sm:p-8' : 'p-5')}>
        <HomeIcon name="lightbulb" className={cn('text-brand-700 dark:text-brand-300', large ? 'size-12' : 'size-9')} />
        <div className="space-y-3">
          <p className={BADGE_CLASSES}>
            <span className="sr-only">{t('tips.categoryLabel')} </span>
            {t(`tips.categories.${tip.category}`)}
          </p>
          <p className={cn('leading-relaxed text-slate-900 dark:text-slate-100', large ? 'text-xl sm:text-2xl' : 'text-lg')}>
            {t(tip.content)}
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
