// Drawn wholly on the stage screen's dark panel (stage-view.tsx), in both colour schemes: palette-band: slate-950
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import type { ShownGreeting } from './stage-greetings';

/**
 * The approved greetings, newest first, in type meant for a screen beside the stage. A greeting that arrives
 * while the page is open is announced politely; those already there when the list was first read
 * (`settled`) are not.
 */
export function GreetingsWall({ greetings, settled }: { greetings: readonly ShownGreeting[]; settled: boolean }) {
  const { t } = useTranslation('stage');
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (seen.current === null) {
      seen.current = new Set(greetings.map((greeting) => greeting.id));
      return;
    }
    const known = seen.current;
    const fresh = greetings.filter((greeting) => !known.has(greeting.id));
    for (const greeting of fresh) known.add(greeting.id);
    const newest = fresh[0];
    if (newest) announce(t('greetings.announce', { message: newest.message }));
  }, [greetings, settled, t]);
  return (
    <div>
      <h3 className="text-2xl font-semibold text-slate-200">{t('greetings.heading')}</h3>
      {greetings.length === 0 ? (
        <p className="mt-3 text-2xl text-slate-200">{t('greetings.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-4" aria-label={t('greetings.heading')}>
          {greetings.map((greeting, index) => (
            <li key={greeting.id} className={index === 0 ? 'text-5xl leading-tight font-bold sm:text-6xl' : 'text-3xl leading-snug font-semibold text-slate-100 sm:text-4xl'}>
              {greeting.message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
