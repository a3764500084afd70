import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '@/lib/forms/use-submission';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';
import type { ActiveReservation } from './facility-reservation-api';

interface ReservationSummaryProps {
  reservation: ActiveReservation;
  facilityName: string;
  /** 'Add to calendar' in the facility's zone, made by the panel. */
  calendar: ReactNode;
  /** What just happened (reserved, changed), said in the panel that takes the focus. */
  news: string | null;
  /** Take the focus on arrival (back from 'change'). */
  focus?: boolean;
  onChange: () => void;
  /** Resolves to the refusal's text, or null once cancelled. */
  onCancel: () => Promise<string | null>;
}

/** The facility's reservation: its spots and note, 'change', 'cancel' (asked twice) and 'add to calendar'. */
export function ReservationSummary({ reservation, facilityName, calendar, news, focus = false, onChange, onCancel }: ReservationSummaryProps) {
  const { t } = useTranslation('facility');
  const panel = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { submitting, run } = useSubmission();
  useEffect(() => {
    if (news || focus) panel.current?.focus();
  }, [news, focus]);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const cancel = () =>
    run(async () => {
      const refused = await onCancel();
      setProblem(refused);
      if (refused) question.current?.focus();
    });
  return (
    <div ref={panel} tabIndex={-1} className="space-y-4 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-5 text-emerald-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-6 dark:border-emerald-400 dark:bg-slate-900 dark:text-emerald-100">
      <h3 className="text-xl font-bold">{news ?? t('reservation.yours')}</h3>
      <p className="text-lg">{t('reservation.yoursText', { count: reservation.spots, facility: facilityName })}</p>
      {reservation.note && <p className="text-lg whitespace-pre-line">{t('reservation.noteShown', { note: reservation.note })}</p>}
      {asking ? (
        <div ref={question} tabIndex={-1} role="group" aria-labelledby="facility-cancel-question" className="space-y-3 rounded-xl border-2 border-red-700 bg-white p-4 text-slate-900 dark:border-red-400 dark:bg-slate-800 dark:text-slate-100">
          <p id="facility-cancel-question" className="text-lg font-semibold">
            {t('reservation.cancelQuestion', { count: reservation.spots, facility: facilityName })}
          </p>
          {problem && <p className="text-base font-semibold text-red-800 dark:text-red-200">{problem}</p>}
          <ActionRow>
            <Button variant="primary" aria-disabled={submitting || undefined} onClick={() => void cancel()}>
              {t('reservation.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('reservation.cancelNo')}
            </Button>
          </ActionRow>
        </div>
      ) : (
        <ActionRow>
          {calendar}
          <Button variant="secondary" onClick={onChange}>
            {t('reservation.change')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('reservation.cancel')}
          </Button>
        </ActionRow>
      )}
    </div>
  );
}
