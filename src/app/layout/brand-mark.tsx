import { BRAND } from '@/content/brand';

export function BrandMark() {
  return (
    <span className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-brand-900 dark:text-brand-200">
      <img src={BRAND.logoPath} alt="" width={36} height={36} className="size-9" />
      <span>{BRAND.name}</span>
    </span>
  );
}
