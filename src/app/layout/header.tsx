import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageCountryPicker } from '@/features/i18n-picker/language-country-picker';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { TOP_NAV } from '../nav-items';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled';

/**
 * Seven links, the picker and 'Book a demo' fit on one row from 1024 px in all six languages; below that
 * (phones and tablets) the menu toggle takes over. The brand name yields first when space is short.
 */
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
        <Link to="/" aria-label={t('header.homeLink')} className="flex min-h-11 min-w-0 items-center rounded-lg lg:shrink-0">
          <BrandMark />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {TOP_NAV.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-1.5 text-[0.95rem] font-medium whitespace-nowrap hover:bg-brand-50 xl:px-3 xl:text-base dark:hover:bg-slate-800',
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
        <div className="flex shrink-0 items-center gap-2">
          <LanguageCountryPicker />
          {/* A wrapper carries the breakpoint: the button's own display class would override `hidden`. */}
          <div className="hidden lg:block">
            <NavLink to="/booking" className={buttonClasses('primary', 'whitespace-nowrap')}>
              <span className="xl:hidden">{t('nav.bookDemoShort')}</span>
              <span className="hidden xl:inline">{t('nav.bookDemo')}</span>
            </NavLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
