import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@/ui/cn';
import type { AuthMode } from './auth-mode';
import { safeNextPath, withNext } from './next-path';

const OPTIONS = [
  { mode: 'sign-in', to: '/auth' },
  { mode: 'register', to: '/auth?mode=register' },
] as const;

/** Two large links between sign-in and registration; the current one is marked (aria-current). */
export function ModeSwitch({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const next = safeNextPath(useSearchParams()[0].get('next'));
  return (
    <nav aria-label={t('switch.label')}>
      <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-800">
        {OPTIONS.map((option) => {
          const current = option.mode === mode;
          return (
            <li key={option.mode}>
              <Link
                to={withNext(option.to, next)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 items-center justify-center rounded-xl px-3 text-center text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  current
                    ? 'bg-white text-brand-900 shadow dark:bg-slate-950 dark:text-white'
                    : 'text-slate-800 underline underline-offset-4 hover:bg-white/60 dark:text-slate-200 dark:hover:bg-slate-700',
                )}
              >
                {t(option.mode === 'sign-in' ? 'switch.signIn' : 'switch.register')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
