import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/ui/cn';

export const ADMIN_SECTIONS = ['submissions', 'concerts', 'artists', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const SECTION_PATHS: Record<AdminSection, string> = {
  submissions: '/admin',
  concerts: '/admin/concerts',
  artists: '/admin/artists',
  audit: '/admin/audit',
};

/** The admin's sections as links (a nav landmark); the current one is marked for assistive technology too. */
export function AdminNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={SECTION_PATHS[section]}
              aria-current={section === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-12 items-center rounded-xl border-2 px-4 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                section === current
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                  : 'border-slate-400 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800',
              )}
            >
              {t(`nav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
