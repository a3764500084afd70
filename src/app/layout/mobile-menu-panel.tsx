import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { MOBILE_NAV } from '../nav-items';
import { trapFocus } from './focus-trap';

interface MenuPanelProps {
  /** The panel these links fill (mobile-menu.tsx). */
  panelRef: RefObject<HTMLDivElement | null>;
  /** The menu's toggle: focus moves between it and the panel's links, never elsewhere. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/** The open mobile menu's contents (their code comes with the first press of the toggle): focus trap, Escape, scroll lock. */
export default function MobileMenuPanel({ panelRef, toggleRef, onClose }: MenuPanelProps) {
  const { t } = useTranslation();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
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
  }, [panelRef, toggleRef]);

  return (
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
                  isActive ? 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )
              }
            >
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
