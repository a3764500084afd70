import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { announce } from '@/ui/announcer';
import { cn } from '@/ui/cn';
import { CloseIcon, MenuIcon } from '@/ui/icons';
import { MOBILE_NAV } from '../nav-items';
import { trapFocus } from './focus-trap';

/** Below 1024 px (phones and tablets): a toggle opening the SPEC's mobile menu (focus trap, Escape, scroll lock). */
/** `always`: shown at every width (the header's row does not fit at the current text size). */
export function MobileMenu({ always = false }: { always?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    announce(t('header.menuClosed'));
    if (returnFocus) toggleRef.current?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  // A navigation closes the menu.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (open) closeRef.current(false);
  }, [pathname, open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current(true);
    };
    document.addEventListener('keydown', onKeyDown);
    const releaseTrap = trapFocus(() => [toggleRef.current, panelRef.current]);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      releaseTrap();
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <div className={always ? undefined : 'lg:hidden'}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => {
          if (open) close(false);
          else {
            setOpen(true);
            announce(t('header.menuOpened'));
          }
        }}
        className="flex size-12 items-center justify-center rounded-xl border-2 border-slate-300 dark:border-slate-600"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-20 bottom-0 z-40 overflow-y-auto bg-white px-4 pb-8 dark:bg-slate-950"
      >
        <nav aria-label={t('nav.mobileLabel')}>
          <ul className="flex flex-col gap-1 pt-2">
            {MOBILE_NAV.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center rounded-xl px-4 text-lg font-medium',
                      isActive
                        ? 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-white'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )
                  }
                >
                  {t(`nav.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
