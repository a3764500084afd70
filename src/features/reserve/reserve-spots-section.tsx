import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingSpots } from '@/features/concerts';
import { HAS_BACKEND } from '@/lib/env';
import { FullyBooked, ReservationDone } from './reservation-panels';
import { ReserveForm } from './reserve-form';
import type { Done, ReserveOptions } from './use-reserve';

/** The anchor of the section on the concert page. */
export const RESERVE_SECTION_ID = 'reserve-spots';

interface ReserveSpotsProps extends Omit<ReserveOptions, 'onDone' | 'onSoldOut'> {
  /** 'Add to calendar' for the concert, made by the page: offered once spots are reserved. */
  calendar?: ReactNode;
  /**
   * Wraps what a visitor sees (made by the page): staff of a facility get their facility's reservation in its
   * place, everyone else `visitor` itself.
   */
  asFacility?: (visitor: ReactNode) => ReactNode;
}

/**
 * 'Reserve Spots' on the page of a concert still to come: the form while spots remain, a clear 'fully booked' message
 * when none do, and the confirmation after a reservation. With a backend the visitor's request holds spots once
 * the address is confirmed with a code (`onReserved` gets the new count); without one it goes to the team by email.
 */
export function ReserveSpots({ calendar, asFacility = (visitor) => visitor, ...options }: ReserveSpotsProps) {
  const { t } = useTranslation('reserve');
  const [done, setDone] = useState<Done | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const [again, setAgain] = useState(false);
  const headingId = `${RESERVE_SECTION_ID}-heading`;
  const full = remainingSpots(options.concert) === 0;
  const visitor = done ? (
    <ReservationDone
      done={done}
      calendar={calendar}
      onAgain={() => {
        setDone(null);
        setAgain(true);
      }}
    />
  ) : full ? (
    <FullyBooked soldOut={soldOut} />
  ) : (
    <>
      <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t(HAS_BACKEND ? 'intro' : 'introForwarded')}</p>
      {HAS_BACKEND && <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t('codeNote')}</p>}
      <ReserveForm {...options} focusFirst={again} onDone={setDone} onSoldOut={() => setSoldOut(true)} />
    </>
  );
  return (
    <section id={RESERVE_SECTION_ID} aria-labelledby={headingId} className="max-w-3xl space-y-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('heading')}
      </h2>
      {asFacility(visitor)}
    </section>
  );
}
