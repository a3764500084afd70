import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageCountryPicker } from '@/features/i18n-picker/language-country-picker';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { TOP_NAV } from '../nav-items';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled';

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast();
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        scrolled
          ? 'bg-white/95 shadow-lg backdrop-blur dark:bg-slate-950/95 dark:shadow-black/40'
          : 'bg-white/70 shadow-sm dark:bg-slate-950/70',
      )}
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={t('header.homeLink')} className="flex min-h-11 items-center rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {TOP_NAV.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-2.5 font-medium hover:bg-brand-50 lg:px-3 dark:hover:bg-slate-800',
                      isActive && 'text-brand-800 underline decoration-2 underline-offset-8 dark:text-brand-200',
                    )
                  }
                >
                  {t(`nav.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageCountryPicker />
          <NavLink to="/booking" className={buttonClasses('primary', 'hidden md:inline-flex')}>
            {t('nav.bookDemo')}
          </NavLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
