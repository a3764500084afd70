import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageCountryPicker } from '@/features/i18n-picker/language-country-picker';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { TOP_NAV } from '../nav-items';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { useFitsRem } from './use-fits-rem';
import { useScrolledPast } from './use-scrolled';

const ROW_REM = 64;
const LONG_LABEL_REM = 80;
/** The logo, the name, the language button and the menu button side by side (measured with the display face). */
const NAME_REM = 18.5;

/**
 * Seven links, the picker and 'Book a demo' fit on one row from 64rem in all six languages (1024 px at the
 * browser's default size, more at a larger text size); below that (phones, tablets, large text) the menu
 * toggle takes over. The long 'Book a demo' needs 80rem. The brand name yields first when space is short.
 */
export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast();
  const rowFits = useFitsRem(ROW_REM);
  // Before the code runs, the short label: the long one would push the row past the screen where it does not fit.
  const longLabelFits = useFitsRem(LONG_LABEL_REM, false);
  // Narrower, the name would be cut ('Tu…'): the logo alone, the link keeping its name.
  const nameFits = useFitsRem(NAME_REM);
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
      {/* Narrower than 15rem (a phone at 200 % zoom) the row tightens, and the home link gives way to the menu's own. */}
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 max-[15rem]:gap-1 max-[15rem]:px-1 sm:px-6">
        <Link to="/" aria-label={t('header.homeLink')} className={cn('flex min-h-11 min-w-0 items-center rounded-lg max-[15rem]:hidden lg:shrink-0', !nameFits && '[&_img+span]:sr-only')}>
          <BrandMark />
        </Link>
        <nav aria-label={t('nav.label')} className={rowFits ? 'hidden lg:block' : 'hidden'}>
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
          <div className={rowFits ? 'hidden lg:block' : 'hidden'}>
            {/* One label in the page, never both: two spans hidden by turns read 'Book demoBook a demo' wherever styles are absent. */}
            <NavLink to="/booking" className={buttonClasses('primary', 'whitespace-nowrap')}>
              {longLabelFits ? t('nav.bookDemo') : t('nav.bookDemoShort')}
            </NavLink>
          </div>
          <MobileMenu always={!rowFits} />
        </div>
      </div>
    </header>
  );
}
