import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** How long staff hold the corner before the code is asked: a visitor's tap or a brush never triggers it. */
export const HOLD_MS = 3000;

/**
 * The staff's way out: press and hold the corner button (pointer, or Enter/Space held), then type the code
 * in a modal dialog. A wrong code is refused and said so; the right one calls `onExit`.
 */
export function StaffExit({ code, onExit }: { code: string; onExit: () => void }) {
  const { t } = useTranslation('kiosk');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hold = useHold(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  });
  return (
    <>
      <button
        type="button"
        className="absolute top-0 left-0 z-20 min-h-11 min-w-11 rounded-br-xl bg-black/40 px-3 text-sm text-white/80 focus-visible:outline-3 focus-visible:outline-white"
        onPointerDown={(event) => hold.press(event.timeStamp)}
        onPointerUp={(event) => hold.release(event.timeStamp)}
        onPointerLeave={hold.cancel}
        onPointerCancel={hold.cancel}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && !event.repeat && hold.press(event.timeStamp)}
        onKeyUp={(event) => hold.release(event.timeStamp)}
      >
        {t('staffHold')}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto max-w-sm rounded-2xl bg-white p-6 text-slate-900 backdrop:bg-black/70 dark:bg-slate-900 dark:text-slate-100">
        <CodeForm titleId={titleId} code={code} onExit={onExit} onCancel={() => dialog.current?.close()} />
      </dialog>
    </>
  );
}

/**
 * A press held for HOLD_MS calls `onHeld`: while it is held, by a timer (staff see the dialog and let go), and
 * on release, by the events' own times. A busy page (the kiosk draws a 360° video) runs its timers late
 * while input still arrives, so a release after a long enough hold must not be taken for a tap.
 */
function useHold(onHeld: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressedAt = useRef<number | null>(null);
  const cancel = () => {
    clearTimeout(timer.current);
    pressedAt.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    cancel,
    press(at: number) {
      cancel();
      pressedAt.current = at;
      timer.current = setTimeout(() => {
        pressedAt.current = null;
        onHeld();
      }, HOLD_MS);
    },
    release(at: number) {
      const since = pressedAt.current;
      cancel();
      if (since !== null && at - since >= HOLD_MS) onHeld();
    },
  };
}

function CodeForm({ titleId, code, onExit, onCancel }: { titleId: string; code: string; onExit: () => void; onCancel: () => void }) {
  const { t } = useTranslation('kiosk');
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === code) return onExit();
    setWrong(true);
    setTyped('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-2xl font-bold">
        {t('exitTitle')}
      </h2>
      <label htmlFor={inputId} className="text-lg">
        {t('exitPrompt')}
      </label>
      <input
        id={inputId}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        className="min-h-11 rounded-lg border-2 border-slate-400 px-3 text-2xl tracking-widest dark:bg-slate-800"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {wrong && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {t('exitWrong')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('exit')}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
