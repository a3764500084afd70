import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CODE_KEYS, CODE_LENGTH, normaliseCode, typeKey } from '../session-code';
import type { JoinProblem } from './use-join';

interface CodeEntryProps {
  code: string;
  onCode: (code: string) => void;
  onJoin: () => void;
  joining: boolean;
  problem: JoinProblem | null;
}

/** Seconds left before the next try is allowed, counting down. */
function useCountdown(seconds: number | null): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * The join code: a text field for a keyboard, and a large keypad for a touch screen or a headset's
 * pointer (each key 64 px or more). What was typed stays after any problem, so fixing one character is
 * one key away.
 */
export function CodeEntry({ code, onCode, onJoin, joining, problem }: CodeEntryProps) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const slowDown = typeof problem === 'object' && problem !== null ? problem.slowDown : null;
  const left = useCountdown(slowDown);
  const waiting = slowDown !== null && left > 0;
  const message = problem === null ? null : typeof problem === 'string' ? t(`join.problem.${problem}`) : left > 0 ? t('join.problem.slowDown', { count: left }) : null;
  return (
    <form
      className="space-y-5"
      aria-labelledby={`${id}-label`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!waiting) onJoin();
      }}
    >
      <div className="space-y-2">
        <label id={`${id}-label`} htmlFor={id} className="block text-xl font-semibold">
          {t('join.code')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => onCode(normaliseCode(event.target.value).slice(0, CODE_LENGTH))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={typeof problem === 'string' && problem !== 'network' ? true : undefined}
          aria-describedby={`${id}-help${message ? ` ${id}-problem` : ''}`}
          className="min-h-16 w-full max-w-xs rounded-xl border-2 border-slate-500 bg-white px-4 font-mono text-4xl font-bold tracking-[0.3em] uppercase dark:border-slate-400 dark:bg-slate-800"
        />
        <p id={`${id}-help`} className="text-base text-slate-700 dark:text-slate-300">
          {t('join.codeHelp')}
        </p>
        {message && (
          <p id={`${id}-problem`} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
            {message}
          </p>
        )}
      </div>
      <div role="group" aria-label={t('join.keypad')} className="grid max-w-xl grid-cols-6 gap-2">
        {CODE_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-label={t('join.key', { key })}
            onClick={() => onCode(typeKey(code, key))}
            className="min-h-16 rounded-xl border-2 border-slate-400 bg-white font-mono text-3xl font-bold hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 dark:border-slate-500 dark:bg-slate-800 dark:hover:bg-slate-700"
          >
            {key}
          </button>
        ))}
        <button
          type="button"
          onClick={() => onCode(code.slice(0, -1))}
          className="col-span-2 min-h-16 rounded-xl border-2 border-slate-400 bg-white text-xl font-bold hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 dark:border-slate-500 dark:bg-slate-800 dark:hover:bg-slate-700"
        >
          {t('join.erase')}
        </button>
      </div>
      <Button type="submit" className="min-h-16 px-10 text-2xl" disabled={joining || waiting}>
        {joining ? t('join.joining') : t('join.submit')}
      </Button>
    </form>
  );
}
