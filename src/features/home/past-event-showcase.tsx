import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { HOME_COLUMN } from './home-column';
import { BADGE_CLASSES, CARD_CLASSES } from './home-section';
import { PAST_EVENT } from './past-event';

/**
 * A past event: on wide screens a card with artwork beside the details; on phones a compact card without
 * the artwork and with tighter spacing, so the facts and the patient's words come first.
 */
export function PastEventShowcase() {
  const { t } = useTranslation('home-lower');
  const { artwork } = PAST_EVENT;
  return (
    <section id="past-event" aria-labelledby="past-event-heading" className="py-10">
      <div className={HOME_COLUMN}>
        <article className={cn(CARD_CLASSES, 'overflow-hidden md:grid md:grid-cols-[1fr_3fr]')}>
          <img
            src={artwork.src}
            alt=""
            width={artwork.width}
            height={artwork.height}
            loading="lazy"
            className="hidden h-full w-full object-cover md:block"
          />
          <div className="flex flex-col gap-3 p-5 md:p-6">
            <p className={BADGE_CLASSES}>{t('pastEvent.badge')}</p>
            <h2 id="past-event-heading" className="text-2xl font-semibold tracking-tight text-slate-950 md:text-3xl dark:text-white">
              {t('pastEvent.title', { name: PAST_EVENT.host })}
            </h2>
            <p className="text-lg font-semibold text-brand-800 dark:text-brand-300">{t('pastEvent.event')}</p>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-lg text-slate-800 dark:text-slate-200">
              <div className="flex gap-2">
                <dt className="font-semibold">{t('pastEvent.dateLabel')}</dt>
                <dd>
                  <time dateTime={PAST_EVENT.monthDay}>{t('pastEvent.date')}</time>
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold">{t('pastEvent.timeLabel')}</dt>
                <dd>{t('pastEvent.time')}</dd>
              </div>
            </dl>
            <ul aria-label={t('pastEvent.tagsLabel')} className="flex flex-wrap gap-2">
              {PAST_EVENT.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-200"
                >
                  {t(`pastEvent.tags.${tag}`)}
                </li>
              ))}
            </ul>
            <figure className="mt-1 border-l-4 border-brand-600 pl-4 dark:border-brand-300">
              <blockquote className="text-lg leading-relaxed text-slate-800 italic dark:text-slate-100">
                <p>{t('pastEvent.quote')}</p>
              </blockquote>
              <figcaption className="mt-2 text-base text-slate-700 dark:text-slate-300">{t('pastEvent.quoteAuthor')}</figcaption>
            </figure>
          </div>
        </article>
      </div>
    </section>
  );
}
