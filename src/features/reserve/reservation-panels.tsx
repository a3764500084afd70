import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SuccessPanel } from '@/lib/forms/form-parts';
import { Button, buttonClasses } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';
import type { Done, SendProblem } from './use-reserve';

/**
 * Shown instead of the form after a reservation; takes the focus, so the person lands on what happened.
 * `calendar`: 'Add to calendar', offered for spots that are reserved (not for a request the team still confirms).
 */
export function ReservationDone({ done, calendar, onAgain }: { done: Done; calendar?: ReactNode; onAgain: () => void }) {
  const { t } = useTranslation('reserve');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <SuccessPanel ref={panel} title={t(`${done.kind}.title`)} text={t(`${done.kind}.text`, { count: done.spots, facility: done.facility })}>
      {done.kind === 'forwarded' && <p className="text-base">{t('forwarded.note')}</p>}
      <ActionRow>
        {done.kind === 'reserved' && calendar}
        <Button variant="secondary" onClick={onAgain}>
          {t(`${done.kind}.again`)}
        </Button>
      </ActionRow>
    </SuccessPanel>
  );
}

/** No spots left: no form, and where to go instead. `soldOut`: they went while this person was filling it in. */
export function FullyBooked({ soldOut }: { soldOut: boolean }) {
  const { t } = useTranslation('reserve');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (soldOut) panel.current?.focus();
  }, [soldOut]);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="space-y-4 rounded-2xl border-2 border-slate-300 bg-slate-50 p-6 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:focus-visible:outline-brand-300"
    >
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{t('full.title')}</h3>
      {soldOut && <p className="text-lg font-semibold text-red-700 dark:text-red-300">{t('errors.soldOut')}</p>}
      <p className="text-lg text-slate-800 dark:text-slate-200">{t('full.text')}</p>
      <ActionRow>
        <Link to="/concerts" className={buttonClasses('primary')}>
          {t('full.otherConcerts')}
        </Link>
        <Link to="/waitlist" className={buttonClasses('secondary')}>
          {t('full.waitlist')}
        </Link>
      </ActionRow>
    </div>
  );
}

/** The refusals that sending again cannot fix: the person is offered the contact page. */
const CONTACT_HELPS = new Set<SendProblem>(['unknownConcert', 'concertStarted', 'concertCancelled', 'concertPostponed', 'rateLimited', 'wrongEmail']);

/** Why the reservation was not made, above the button to try again; focusable, it takes the focus. */
export function SendProblemNote({ problem }: { problem: SendProblem }) {
  const { t } = useTranslation('reserve');
  return (
    <div
      data-send-problem
      tabIndex={-1}
      className="space-y-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-red-400 dark:bg-slate-800 dark:text-red-200"
    >
      <p>{t(`errors.${problem}`)}</p>
      {CONTACT_HELPS.has(problem) && (
        <Link to="/contact" className="inline-flex min-h-11 items-center underline underline-offset-4">
          {t('errors.contact')}
        </Link>
      )}
    </div>
  );
}
