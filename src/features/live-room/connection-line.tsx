import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { cn } from '@/ui/cn';
import type { StageConnection } from './stage-connection';

/** The connection's state in words (and announced when it changes after the first connection). */
export function ConnectionLine({ connection }: { connection: StageConnection }) {
  const { t } = useTranslation('stage');
  const text = t(`connection.${connection}`);
  const previous = useRef(connection);
  useEffect(() => {
    if (previous.current !== connection && previous.current !== 'connecting') announce(text);
    previous.current = connection;
  }, [connection, text]);
  return (
    <p className="flex flex-wrap items-center gap-2 text-xl" data-connection={connection}>
      <span className="font-semibold text-slate-800 dark:text-slate-200">{t('connection.label')}</span>{' '}
      <span
        className={cn(
          'rounded-full border-2 px-3 py-1 font-bold',
          connection === 'live' && 'border-green-800 text-green-900 dark:border-green-300 dark:text-green-200',
          connection !== 'live' && connection !== 'denied' && 'border-amber-700 text-amber-900 dark:border-amber-300 dark:text-amber-100',
          connection === 'denied' && 'border-red-700 text-red-900 dark:border-red-400 dark:text-red-100',
        )}
      >
        {text}
      </span>
    </p>
  );
}
