import { useToday } from '@/lib/use-today';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { FOOTER_NAV } from '../nav-items';
import { BrandMark } from './brand-mark';

export function Footer() {
  const { t } = useTranslation();
  const year = useToday().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <BrandMark />
          <p className="text-slate-700 dark:text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footerLabel')}>
          <ul className="grid grid-cols-2 gap-1">
            {FOOTER_NAV.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                  {t(`nav.${label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <a
            href={BRAND.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-medium underline-offset-4 hover:underline"
          >
            <LinkedInIcon />
            {t('footer.linkedIn')}
            <span className="sr-only">{t('externalLink')}</span>
          </a>
          <p>
            <span className="font-semibold">{t('footer.locationLabel')}: </span>
            {t('footer.location')}
          </p>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4z" />
    </svg>
  );
}
