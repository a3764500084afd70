import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { announce } from '@/ui/announcer';
import { Button, buttonClasses } from '@/ui/button';
import { CloseIcon } from '@/ui/icons';
import { cn } from '@/ui/cn';
import { chooseConsent, dismissBanner, type ConsentChoice } from './consent-store';
import { CookieDetails } from './cookie-details';
import { useBannerFocus } from './use-banner-focus';
import './cookie-banner.css';

interface CookieBannerProps {
  ref?: Ref<HTMLElement>;
  /** True when the person opened it (Cookie settings): it then takes focus. */
  focusOnOpen: boolean;
}

/** 'Privacy Settings': a non-modal region fixed at the bottom; the page stays usable behind it. */
export function CookieBanner({ ref, focusOnOpen }: CookieBannerProps) {
  const { t } = useTranslation('consent');
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
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
      ref={ref}
      data-cookie-banner=""
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 max-h-[70dvh] overflow-y-auto print:hidden',
        'border-t-2 border-brand-200 bg-white text-slate-900 shadow-[0_-8px_24px_rgb(0_0_0/0.12)]',
        'dark:border-brand-800 dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      <div className="mx-auto max-w-5xl px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none sm:text-xl">
            {t('title')}
          </h2>
          <Button variant="ghost" className="px-2" aria-label={t('close')} onClick={close}>
            <CloseIcon />
          </Button>
        </div>
        <p className="leading-relaxed text-slate-700 dark:text-slate-300">{t('intro')}</p>
        <div className="-mx-3 mt-1 flex flex-wrap items-center gap-x-1">
          <Button
            variant="ghost"
            className="px-3 underline underline-offset-4"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'hideDetails' : 'viewDetails')}
          </Button>
          <Link to="/privacy" className={buttonClasses('ghost', 'px-3 underline underline-offset-4')}>
            {t('privacyLink')}
          </Link>
        </div>
        <CookieDetails id={detailsId} hidden={!expanded} />
        {/* Both choices look the same: refusing must be as easy as accepting. */}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button onClick={() => choose('denied')}>{t('essentialOnly')}</Button>
          <Button onClick={() => choose('granted')}>{t('acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
