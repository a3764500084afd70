import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@/lib/forms/fields';
import { DraftRestoredNote, RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { Honeypot, isHoneypotFilled } from '@/lib/forms/honeypot';
import { EMAIL_PATTERN } from '@/lib/forms/patterns';
import type { FailureNote } from '@/lib/forms/send-form';
import { useFieldErrors } from '@/lib/forms/use-field-errors';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSubmission } from '@/lib/forms/use-submission';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ActionRow, ProseList } from '@/ui/prose-section';
import { showToast } from '@/ui/toast';
import { CARD_CLASSES, HomeSection } from './home-section';
import { BOOKING_ANCHOR } from './section-ids';

const INCLUDES = ['call', 'programme', 'setup', 'staff', 'review'] as const;

/** 'Book a Concert Pilot': what a pilot includes, and the pilot form (SPEC sections 2, 5, 7 and 8). */
export function BookingPilotSection() {
  const { t } = useTranslation('home-lower');
  const { t: tForms } = useTranslation('forms');
  const titleId = useId();
  return (
    <HomeSection id={BOOKING_ANCHOR} eyebrow={t('booking.eyebrow')} title={t('booking.title')} intro={t('booking.intro')} tinted>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{t('booking.includesTitle')}</h3>
          <ProseList items={INCLUDES.map((item) => t(`booking.includes.${item}`))} />
        </div>
        <div className={cn(CARD_CLASSES, 'space-y-5 self-start p-6 sm:p-8')}>
          <h3 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
            {tForms('pilot.title')}
          </h3>
          <PilotForm titleId={titleId} />
          <ActionRow className="border-t border-slate-200 pt-5 dark:border-slate-700">
            <Link to="/booking" className={buttonClasses('secondary')}>
              {t('booking.bookingLink')}
            </Link>
            <Link to="/contact" className={buttonClasses('ghost')}>
              {t('booking.contactLink')}
            </Link>
          </ActionRow>
        </div>
      </div>
    </HomeSection>
  );
}

const EMPTY = { facility: '', name: '', email: '' };
type PilotField = keyof typeof EMPTY;

/** zod and the sending code load when the form is first used (focus), not with the home page. */
const loadSubmit = () => import('@/lib/forms/pilot-submit');

/**
 * Facility, name and email, all required. noValidate: SPEC section 8's toast speaks for missing fields,
 * not the browser's bubble; the fields are still marked and the first one focused. Idle → submitting → idle.
 */
function PilotForm({ titleId }: { titleId: string }) {
  const { t } = useTranslation('forms');
  const draft = useFormDraft('pilot', EMPTY);
  const { submitting, run } = useSubmission();
  const { errors, show, clearField, clearAll } = useFieldErrors();
  const leaving = useLeaving();

  const succeed = (sentAway: boolean) => {
    clearAll();
    if (sentAway) {
      draft.leave();
      leaving.start();
    } else draft.clear();
    showToast({ title: t('pilot.successTitle'), description: t('pilot.successText'), variant: 'success' });
  };
  // SPEC section 8's text for an unexpected failure; a timeout or the hourly limit says what happened.
  const fail = (note?: FailureNote) =>
    showToast({ title: t('pilot.errorTitle'), description: note && note !== 'sendFailed' ? t(note) : t('pilot.failed'), variant: 'destructive' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The post is taking the page away: a second click would only find the emptied form.
    if (leaving.current) return;
    void run(async () => {
      if (isHoneypotFilled(form)) return succeed(false);
      const missing = Object.fromEntries(
        Object.entries(draft.values).flatMap(([name, value]) => (value.trim() === '' ? [[name, 'required' as const]] : [])),
      );
      if (Object.keys(missing).length > 0) {
        show(form, missing, { announceCount: false });
        showToast({ title: t('pilot.errorTitle'), description: t('pilot.missingFields'), variant: 'destructive' });
        return;
      }
      try {
        const { submitPilot } = await loadSubmit();
        const outcome = await submitPilot(draft.values, window.location.href);
        if (outcome.kind === 'invalid') show(form, outcome.errors);
        else if (outcome.kind === 'failed') fail(outcome.note);
        else succeed(outcome.kind === 'posted');
      } catch {
        fail();
      }
    });
  };

  const bind = (name: PilotField) => ({
    name,
    value: draft.values[name],
    error: errors[name],
    required: true,
    onValueChange: (value: string) => {
      clearField(name);
      draft.setValue(name, value);
    },
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} onFocus={() => void loadSubmit()} className="relative space-y-5">
      <RequiredNote />
      <DraftRestoredNote show={draft.restored} />
      <TextField {...bind('facility')} label={t('pilot.facility')} autoComplete="organization" />
      <TextField {...bind('name')} label={t('pilot.name')} autoComplete="name" />
      <TextField {...bind('email')} label={t('pilot.email')} type="email" inputMode="email" pattern={EMAIL_PATTERN} autoComplete="email" />
      <Honeypot />
      <SubmitButton submitting={submitting || leaving.active}>{t('pilot.submit')}</SubmitButton>
    </form>
  );
}

/**
 * After the full-navigation post, until the page is gone: a second press would only find the emptied form.
 * Released when the page comes back from the back/forward cache, or after a while if the browser stayed
 * (a navigation the person stopped), so the form never stays locked.
 */
const LEAVING_MAX_MS = 15_000;

function useLeaving() {
  const ref = useRef(false);
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = () => {
    clearTimeout(timer.current);
    ref.current = false;
    setActive(false);
  };
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) stop();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, []);
  return {
    get current() {
      return ref.current;
    },
    active,
    start: () => {
      ref.current = true;
      setActive(true);
      timer.current = setTimeout(stop, LEAVING_MAX_MS);
    },
  };
}
