import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '@/lib/lazy-part';
import { announce } from '@/ui/announcer';
import { CloseIcon, MenuIcon } from '@/ui/icons';

/**
 * The open menu's links and keyboard handling come when the toggle is first touched, pointed at, focused or
 * pressed, not with every page's first download (most visits never open it). The panel itself is here, so the
 * toggle always names an element; a press made before its contents have arrived fills it once they have.
 */
const { Part: MenuPanel, preload: loadPanel } = lazyPart(() => import('./mobile-menu-panel'));

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
        onPointerEnter={loadPanel}
        onPointerDown={loadPanel}
        onFocus={loadPanel}
        className="flex size-12 items-center justify-center rounded-xl border-2 border-slate-300 dark:border-slate-600"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className="fixed inset-x-0 top-20 bottom-0 z-40 overflow-y-auto bg-white px-4 pb-8 dark:bg-slate-950">
        {open && (
          <MenuPanel
            panelRef={panelRef}
            toggleRef={toggleRef}
            onClose={close}
            onFailed={() => {
              setOpen(false);
              announce(t('partFailed'), { politeness: 'assertive' });
            }}
          />
        )}
      </div>
    </div>
  );
}
