import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { CloseIcon } from '@/ui/icons';
import { chooseConsent, dismissBanner, type ConsentChoice } from './consent-store';
import { CookieDetails } from './cookie-details';
import { useBannerFocus } from './use-banner-focus';
import './cookie-banner.css';

/**
 * 'Privacy Settings': a compact bar in the page's flow, just under the fixed header, so it can never cover
 * anything (the player's controls included) and comes first in the focus order, where it reads. Its top and
 * bottom margins are the header's height (h-20, as main's pt-20): it sits under the header while main's
 * padding slides up behind it, so the page below moves down by the bar's height and no more.
 * Narrower than 40rem (a phone, more so at a large text size) it is one line, the title, View Details and
 * Close: View Details then shows the question, the details and both choices (cookie-banner.css); opened on
 * request (Cookie settings) it shows the question and the choices at once.
 */
export function CookieBanner({ focusOnOpen }: { focusOnOpen: boolean }) {
  const { t } = useTranslation('consent');
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const choicesId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const restoreFocus = useBannerFocus(focusOnOpen, heading);

  const choose = (choice: ConsentChoice) => {
    restoreFocus();
    chooseConsent(choice);
    announce(t(choice === 'granted' ? 'savedGranted' : 'savedDenied'));
  };
  const close = () => {
    restoreFocus();
    dismissBanner();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <section
      data-cookie-banner=""
      data-open={expanded || focusOnOpen || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="relative z-30 mt-20 -mb-20 border-y-2 border-brand-200 bg-brand-50 text-slate-900 hyphens-auto print:hidden dark:border-brand-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {/* The close button takes the top corner: the text flows around it, the choices keep out of its column. */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-3 pt-3 pb-2 sm:px-6">
        <div className="flex-[999_1_16rem] leading-snug break-words before:float-end before:size-11 before:content-['']">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="inline font-bold outline-none">
            {t('title')}
          </h2>{' '}
          <p data-compact-hidden="" className="inline">
            {t('intro')}
          </p>{' '}
          {/* A 44 px target whose margins give back what it adds to its line (the bar stays as tall as its text); the
              bar's top padding and row gap (0.75rem) keep the 11 px it reaches past its line clear of other targets. */}
          <Button
            variant="ghost"
            className="-my-[calc((2.75rem-1lh)/2)] px-2! py-0! leading-snug underline underline-offset-4 hover:bg-transparent! hover:decoration-2"
            aria-expanded={expanded}
            aria-controls={`${detailsId} ${choicesId}`}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'hideDetails' : 'viewDetails')}
          </Button>
        </div>
        <CookieDetails id={detailsId} hidden={!expanded} />
        {/* Both choices look the same: refusing must be as easy as accepting. Side by side while 8rem each fits
            (their words wrap, never break); on a wide screen each on one line. */}
        <div id={choicesId} data-compact-hidden="" className="flex flex-[1_1_18rem] flex-wrap gap-2 sm:me-12 lg:flex-none">
          <Button className={CHOICE} onClick={() => choose('denied')}>
            {t('essentialOnly')}
          </Button>
          <Button className={CHOICE} onClick={() => choose('granted')}>
            {t('acceptAll')}
          </Button>
        </div>
        <Button variant="ghost" className="absolute top-0 end-0 px-2.5! sm:end-3" aria-label={t('close')} onClick={close}>
          <CloseIcon />
        </Button>
      </div>
    </section>
  );
}

/** `!`: the button's own padding would win over a plain override. */
const CHOICE = 'flex-[1_1_8rem] px-3! py-1! leading-tight lg:flex-none';
