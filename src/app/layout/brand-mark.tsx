import { BRAND } from '@/content/brand';

export function BrandMark() {
  return (
    <span className="flex min-w-0 items-center gap-2 text-2xl font-extrabold tracking-tight text-brand-900 dark:text-brand-200">
      <img src={BRAND.logoPath} alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className="truncate lg:max-xl:sr-only">{BRAND.name}</span>
    </span>
  );
}
