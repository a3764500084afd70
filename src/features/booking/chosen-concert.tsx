import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertText, formatConcertDates, formatConcertTime, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { FormSection } from '@/lib/forms/form-parts';
import { Button, buttonClasses } from '@/ui/button';
import type { ConcertChoice } from './concert-choice';

interface ChosenConcertProps {
  choice: ConcertChoice;
  onRemove: () => void;
  /** True right after 'Remove': the section says so (and takes the focus the gone button had). */
  removed: boolean;
}

/**
 * The concert this request is for, above the form's own parts: its title in the visitor's language, date,
 * time and venue, with 'Choose another concert' (the agenda) and 'Remove'. A concert that cannot be booked
 * is named in a notice instead; the form works without it.
 */
export function ChosenConcert({ choice, onRemove, removed }: ChosenConcertProps) {
  const { t } = useTranslation('booking');
  const language = useDisplayLanguage();
  if (choice.kind === 'none') return removed ? <RemovedNote /> : null;
  const title = 'concert' in choice ? concertText(choice.concert, language).title : '';
  return (
    <FormSection legend={t('concert.legend')}>
      {choice.kind === 'bookable' ? (
        <ConcertSummary concert={choice.concert} title={title} />
      ) : choice.kind === 'loading' ? (
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('concert.loading')}</p>
      ) : choice.kind === 'unchecked' ? (
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('concert.unchecked')}</p>
      ) : (
        <p className="rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-lg font-semibold text-amber-950 dark:border-amber-400 dark:bg-slate-800 dark:text-amber-100">
          {choice.kind === 'unknown' ? t('concert.unknown') : t(`concert.${choice.kind}`, { title })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/concerts" className={buttonClasses('secondary')}>
          {t('concert.change')}
        </Link>
        <Button variant="ghost" onClick={onRemove} aria-label={title ? t('concert.removeNamed', { title }) : undefined}>
          {t('concert.remove')}
        </Button>
      </div>
    </FormSection>
  );
}

function ConcertSummary({ concert, title }: { concert: ProgrammeConcert; title: string }) {
  const { t } = useTranslation('booking');
  const language = useDisplayLanguage();
  return (
    <div className="space-y-3">
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('concert.intro')}</p>
      <p className="text-2xl font-bold text-slate-900 dark:text-white">{title}</p>
      <dl className="grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700 dark:text-slate-300">{t('concert.when')}</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          {formatConcertDates(concert, language, 'full')}, {formatConcertTime(concert, language)}
        </dd>
        {concert.venue && (
          <>
            <dt className="font-semibold text-slate-700 dark:text-slate-300">{t('concert.venue')}</dt>
            <dd className="text-slate-900 dark:text-slate-100">{concert.venue}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** Where the removed concert was: focused, so keyboard and screen-reader users are not left on nothing. */
function RemovedNote() {
  const { t } = useTranslation('booking');
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} className="rounded-xl bg-slate-100 p-4 text-lg text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      {t('concert.removed')}{' '}
      <Link to="/concerts" className="font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200">
        {t('concert.noneLink')}
      </Link>
    </p>
  );
}
