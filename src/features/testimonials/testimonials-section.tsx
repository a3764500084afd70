import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS } from '@/content/testimonials';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ArrowIcon } from './slider-icons';
import { indexForKey, wrapIndex } from './slider-index';

/**
 * 'Transforming Lives Through Music' (SPEC section 2, home item 8): one testimonial at a time, previous and
 * next wrapping around, a dot per testimonial. It never moves by itself; arrow keys work while focus is in it.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('testimonials');
  const headingId = useId();
  const [current, setCurrent] = useState(0);
  const total = TESTIMONIALS.length;

  const show = (next: number) => {
    const index = wrapIndex(next, total);
    const item = TESTIMONIALS[index];
    if (!item) return;
    setCurrent(index);
    const { quote, author, role } = item;
    // The buttons keep focus while the quote changes elsewhere: say what is shown now.
    announce(t('carousel.announcement', { index: index + 1, total, author, role: t(role), quote: t(quote) }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexForKey(event.key, current, total);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section aria-labelledby={headingId} className="bg-brand-50 px-4 py-16 sm:px-6 dark:bg-slate-900">
      <div className="mx-auto max-w-4xl space-y-8">
        <header className="space-y-4 text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('title')}
          </h2>
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
        </header>
        <div role="group" aria-roledescription={t('carousel.roleDescription')} aria-label={t('carousel.label')} onKeyDown={onKeyDown} className="space-y-6">
          <Slides current={current} />
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Button variant="secondary" aria-label={t('carousel.previous')} onClick={() => show(current - 1)}>
              <ArrowIcon direction="previous" />
            </Button>
            <Dots current={current} onSelect={show} />
            <Button variant="secondary" aria-label={t('carousel.next')} onClick={() => show(current + 1)}>
              <ArrowIcon direction="next" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** All slides side by side in a track, so the tallest sets the height and nothing jumps when one changes. */
function Slides({ current }: { current: number }) {
  const { t } = useTranslation('testimonials');
  const total = TESTIMONIALS.length;
  return (
    <div className="overflow-hidden">
      {/* No style attribute on the first slide: prerendered HTML may not carry one (the CSP refuses it); React
          sets the others through the DOM, which the policy allows. */}
      <div className="flex motion-safe:transition-transform motion-safe:duration-500" style={current === 0 ? undefined : { transform: `translateX(-${current * 100}%)` }}>
        {TESTIMONIALS.map(({ quote, author, role }, i) => (
          <div
            key={author}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { index: i + 1, total })}
            aria-hidden={i !== current}
            inert={i !== current}
            className="w-full shrink-0 px-1"
          >
            <figure className="flex h-full flex-col justify-between gap-6 rounded-3xl bg-white p-6 shadow-sm sm:p-10 dark:bg-slate-800">
              <blockquote className="text-xl leading-relaxed text-slate-900 sm:text-2xl dark:text-white">
                <p>
                  <span aria-hidden="true">“</span>
                  {t(quote)}
                  <span aria-hidden="true">”</span>
                </p>
              </blockquote>
              <figcaption className="text-lg">
                <span className="block font-semibold text-slate-900 dark:text-white">{author}</span>
                <span className="block text-slate-700 dark:text-slate-300">{t(role)}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </div>
  );
}

function Dots({ current, onSelect }: { current: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('testimonials');
  const total = TESTIMONIALS.length;
  return (
    <div role="group" aria-label={t('carousel.dots')} className="flex">
      {TESTIMONIALS.map(({ author }, i) => (
        <button
          key={author}
          type="button"
          aria-label={t('carousel.goTo', { index: i + 1, total })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-300"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block size-3.5 rounded-full border-2 border-brand-700 dark:border-brand-300',
              i === current ? 'bg-brand-700 dark:bg-brand-300' : 'bg-transparent group-hover:bg-brand-200 dark:group-hover:bg-slate-600',
            )}
          />
        </button>
      ))}
    </div>
  );
}
