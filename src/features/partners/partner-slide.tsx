import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_LOGO_SIZE, type Partner } from '@/content/partners';
import { cn } from '@/ui/cn';

interface PartnerSlideProps {
  partner: Partner;
  index: number;
  total: number;
}

/**
 * One logo: a link to the partner's site (new tab, said in words) and, when the partner has a description,
 * a tooltip shown on hover and on keyboard focus. The tooltip stays while the pointer is over it and
 * Escape hides it without moving focus (WCAG 1.4.13); it is always the link's description for screen readers.
 */
export function PartnerSlide({ partner, index, total }: PartnerSlideProps) {
  const { t } = useTranslation('partners');
  const tooltipId = useId();
  const tooltip = useTooltip();
  const description = partner.description && t(partner.description);

  return (
    <div
      role="group"
      aria-roledescription={t('carousel.slideRoleDescription')}
      aria-label={t('carousel.slideLabel', { index, total })}
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
    >
      <div className="relative flex h-full flex-col gap-3 p-2" onMouseEnter={tooltip.hoverStart} onMouseLeave={tooltip.hoverEnd}>
        {/* Not lazy: logos clipped by the carousel would only start loading as they slide in, blank at first. */}
        <a
          href={partner.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={description ? tooltipId : undefined}
          onFocus={tooltip.focusStart}
          onBlur={tooltip.focusEnd}
          className={cn(
            'flex min-h-28 items-center justify-center rounded-2xl border-2 bg-white p-4 shadow-sm transition-shadow hover:shadow-md',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-slate-100 dark:focus-visible:outline-brand-300',
            partner.highlight ? 'border-brand-600 dark:border-brand-300' : 'border-slate-200 dark:border-slate-600',
          )}
        >
          <img src={partner.src} alt={partner.alt} width={PARTNER_LOGO_SIZE.width} height={PARTNER_LOGO_SIZE.height} decoding="async" fetchPriority="low" className="h-auto w-full max-w-[200px]" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
        <PartnerBadges partner={partner} />
        {description && (
          <div
            id={tooltipId}
            role="tooltip"
            hidden={!tooltip.open}
            className="absolute inset-x-2 bottom-2 max-h-full overflow-y-auto rounded-xl bg-slate-900 p-3 text-base text-white shadow-lg dark:bg-white dark:text-slate-900"
          >
            {description}
          </div>
        )}
      </div>
    </div>
  );
}

function PartnerBadges({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  const badge = 'rounded-full px-3 py-1 text-sm font-semibold';
  return (
    <p className="flex flex-wrap justify-center gap-2">
      <span className={cn(badge, 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100')}>{t(`filter.${partner.category}`)}</span>
      {partner.highlight && <span className={cn(badge, 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100')}>{t('highlight')}</span>}
      {partner.specialMention && (
        <span className={cn(badge, 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50')}>
          <span aria-hidden="true">★ </span>
          {t(partner.specialMention)}
        </span>
      )}
    </p>
  );
}

/** Open while hovered or focused, until Escape; a new hover or focus after both have ended opens it again. */
function useTooltip() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const end = (setter: (value: boolean) => void, other: boolean) => {
    setter(false);
    if (!other) setDismissed(false);
  };
  return {
    open,
    hoverStart: () => setHovered(true),
    hoverEnd: () => end(setHovered, focused),
    focusStart: () => setFocused(true),
    focusEnd: () => end(setFocused, hovered),
  };
}
