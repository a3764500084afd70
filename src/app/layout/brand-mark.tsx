import { BRAND } from '@/content/brand';
import { cn } from '@/ui/cn';

/** The logo and the name in the display face; `onDark` for a band that is dark in both colour schemes (the footer). */
export function BrandMark({ onDark = false }: { onDark?: boolean }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2 font-display text-2xl font-semibold tracking-tight', onDark ? 'text-stage-100' : 'text-brand-800 dark:text-stage-200')}>
      <img src={BRAND.logoPath} alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className={cn('truncate', !onDark && 'lg:max-xl:sr-only')}>{BRAND.name}</span>
    </span>
  );
}
