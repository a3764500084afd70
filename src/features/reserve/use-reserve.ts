import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { remainingSpots, type ProgrammeConcert } from '@/features/concerts';
import { HAS_BACKEND } from '@/lib/env';
import { isHoneypotFilled } from '@/lib/forms/honeypot';
import type { Reservation } from '@/lib/forms/schemas';
import { useFieldErrors } from '@/lib/forms/use-field-errors';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSubmission } from '@/lib/forms/use-submission';
import { announce } from '@/ui/announcer';
import { checkReservation, EMPTY_RESERVATION } from './check-reservation';
import type { SendCodeOutcome } from './email-code';
import type { ReserveRefusal } from './reserve-spots';
import { sendReservation } from './send-reservation';
import type { ConfirmOutcome } from './spot-request';

/** A reservation that went through: made in the database, or forwarded to the team to confirm. */
export interface Done {
  kind: 'reserved' | 'forwarded';
  spots: number;
  facility: string;
}

/**
 * The number of spots is more than remain (known before sending, or the server's answer; `count`
 * remains), or more than one address may reserve at this concert (`count`: what it may still reserve).
 */
export type SpotsProblem =
  | { code: 'tooManySpots'; count: number }
  | { code: 'notEnoughSpots'; count?: number }
  | { code: 'addressLimit'; count?: number };
export type SendProblem =
  | 'failed'
  | 'unknownConcert'
  | 'concertStarted'
  | 'concertCancelled'
  | 'concertPostponed'
  | 'rateLimited'
  | 'timeout'
  /** The request waited longer than 30 minutes for its code: ask again. */
  | 'requestExpired'
  /** The code confirmed another address than the request's. */
  | 'wrongEmail';

/** A request that holds nothing yet: its code went (or failed to go) to the address. */
export interface PendingRequest {
  request: string;
  reservation: Reservation;
  code: SendCodeOutcome;
}

export interface ReserveOptions {
  concert: ProgrammeConcert;
  /** The count a confirmed reservation returned, for every screen that shows it. */
  onReserved: (registered: number) => void;
  /** Reads the concert's counts again; undefined when that fails. */
  recount: () => Promise<ProgrammeConcert | undefined>;
  onDone: (done: Done) => void;
  /** The last spots went while this person was filling in the form. */
  onSoldOut: () => void;
}

/**
 * The 'Reserve Spots' form's state and its send: the draft (kept in the session until success), field
 * errors, one send at a time, the honeypot, and each answer of the backend or the forwarding service. With a
 * backend a send is a request (`pending`) that holds nothing until the code step confirms it (`confirmed`).
 */
export function useReserve({ concert, onReserved, recount, onDone, onSoldOut }: ReserveOptions) {
  const { t } = useTranslation('reserve');
  const { t: tForms } = useTranslation('forms');
  const draft = useFormDraft(`reserve-${concert.id}`, EMPTY_RESERVATION);
  const fieldErrors = useFieldErrors();
  const { submitting, run } = useSubmission();
  const [spotsProblem, setSpotsProblem] = useState<SpotsProblem | null>(null);
  const [sendProblem, setSendProblem] = useState<SendProblem | null>(null);
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const remaining = remainingSpots(concert);

  const problemText = (problem: SpotsProblem) => {
    if (problem.code === 'addressLimit') {
      return problem.count ? t('errors.addressLimit', { count: problem.count }) : t('errors.addressLimitReached');
    }
    return problem.count === undefined ? t('errors.notEnoughSpotsUnknown') : t(`errors.${problem.code}`, { count: problem.count });
  };

  const showSpotsProblem = (form: HTMLFormElement, problem: SpotsProblem) => {
    flushSync(() => {
      fieldErrors.clearAll();
      setSpotsProblem(problem);
    });
    const field = form.elements.namedItem('spots');
    if (field instanceof HTMLInputElement) field.focus();
    announce(problemText(problem), { politeness: 'assertive' });
  };

  const finish = (kind: Done['kind'], { spots, facility }: Pick<Reservation, 'spots' | 'facility'>) => {
    draft.clear();
    onDone({ kind, spots, facility });
    const text = t(`${kind}.text`, { count: spots, facility });
    announce(`${t(`${kind}.title`)}. ${text}`);
  };

  const fail = (form: HTMLFormElement, problem: SendProblem) => {
    flushSync(() => setSendProblem(problem));
    form.querySelector<HTMLElement>('[data-send-problem]')?.focus();
    announce(t(`errors.${problem}`), { politeness: 'assertive' });
  };

  const afterNotEnough = async (form: HTMLFormElement) => {
    const fresh = await recount();
    if (fresh && remainingSpots(fresh) === 0) {
      onSoldOut();
      announce(t('errors.soldOut'), { politeness: 'assertive' });
      return;
    }
    showSpotsProblem(form, { code: 'notEnoughSpots', count: fresh ? remainingSpots(fresh) : undefined });
  };

  /** A refusal of the request or of its confirmation, shown on the form (which keeps what was typed). */
  const refused = (form: HTMLFormElement, outcome: ReserveRefusal | { status: 'requestExpired' } | { status: 'wrongEmail' }) => {
    if (outcome.status === 'notEnoughSpots') return afterNotEnough(form);
    if (outcome.status === 'addressLimit') return showSpotsProblem(form, { code: 'addressLimit', count: outcome.remaining });
    return fail(form, outcome.status);
  };

  /** A confirmation's end: reserved (the count when known), or the form with why not. */
  const settle = async (reservation: Reservation, outcome: ConfirmOutcome) => {
    if (outcome.status === 'reserved' || outcome.status === 'requestConfirmed') {
      if (outcome.status === 'reserved') onReserved(outcome.registered);
      else await recount();
      return finish('reserved', reservation);
    }
    flushSync(() => setPending(null));
    const form = formRef.current;
    if (form) await refused(form, outcome);
  };

  const send = async (form: HTMLFormElement, reservation: Reservation) => {
    const outcome = await sendReservation(concert, reservation);
    if (outcome.status === 'forwarded') return finish('forwarded', reservation);
    if (outcome.status === 'requested') return setPending({ request: outcome.request, reservation, code: outcome.code });
    if (outcome.status === 'proved') return settle(reservation, outcome.outcome);
    return refused(form, outcome);
  };

  /** The code step's end. */
  const confirmed = async (outcome: ConfirmOutcome) => {
    if (pending) await settle(pending.reservation, outcome);
  };

  /** 'Use another address': back to the form, at the address field, with everything typed. */
  const changeAddress = () => {
    flushSync(() => setPending(null));
    const field = formRef.current?.elements.namedItem('contact_email');
    if (field instanceof HTMLInputElement) field.focus();
  };

  const submit = (form: HTMLFormElement) =>
    run(async () => {
      setSendProblem(null);
      // A bot filled the hidden field: it sees the usual thanks, and nothing is sent or counted.
      if (isHoneypotFilled(form)) {
        const { facility, spots } = draft.values;
        return finish(HAS_BACKEND ? 'reserved' : 'forwarded', { facility, spots: Number(spots) || 1 });
      }
      const checked = checkReservation(draft.values, remaining);
      if (checked.status === 'invalid') {
        setSpotsProblem(null);
        return fieldErrors.show(form, checked.errors);
      }
      if (checked.status === 'tooManySpots') return showSpotsProblem(form, { code: 'tooManySpots', count: remaining });
      fieldErrors.clearAll();
      setSpotsProblem(null);
      await send(form, checked.reservation);
    });

  const setValue = (name: keyof typeof EMPTY_RESERVATION, value: string) => {
    fieldErrors.clearField(name);
    if (name === 'spots') setSpotsProblem(null);
    draft.setValue(name, value);
  };

  const spotsCode = fieldErrors.errors.spots;
  const spotsError = spotsCode ? tForms(`errors.${spotsCode}`) : spotsProblem ? problemText(spotsProblem) : undefined;
  return { draft, setValue, errors: fieldErrors.errors, spotsError, sendProblem, submitting, submit, remaining, formRef, pending, confirmed, changeAddress };
}
