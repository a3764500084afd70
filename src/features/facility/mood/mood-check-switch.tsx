import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { cn } from '@/ui/cn';
import { useFacilityDetails } from '../page/facility-details';
import { useSetMoodCheck } from './set-mood-check';

/**
 * Whether the headsets and the tablet ask residents how they feel around each concert (on unless the managers turn
 * it off). The switch moves at once; a refusal puts it back and says so, on screen and to screen readers. The
 * visible On/Off word helps people who do not read a switch's position.
 */
export function MoodCheckSwitch({ client, facilityId }: { client: TuttiClient; facilityId: string }) {
  const { t } = useTranslation('facility');
  const hintId = useId();
  const details = useFacilityDetails(client, facilityId);
  const change = useSetMoodCheck(client, facilityId);
  const [outcome, setOutcome] = useState<'savedOn' | 'savedOff' | 'failed' | null>(null);
  // Never a guess: a press sends the opposite of what is stored, so the switch waits for it.
  if (!details.data) return null;
  const on = details.data.mood_check;
  const toggle = () => {
    if (change.isPending) return;
    setOutcome(null);
    const saved = on ? 'savedOff' : 'savedOn';
    change.mutate(!on, {
      onSuccess: () => {
        setOutcome(saved);
        announce(t(`mood.check.${saved}`));
      },
      onError: () => {
        setOutcome('failed');
        announce(t('mood.check.failed'), { politeness: 'assertive' });
      },
    });
  };
  const status = change.isPending ? t('mood.check.saving') : outcome === 'savedOn' || outcome === 'savedOff' ? t(`mood.check.${outcome}`) : '';
  return (
    <div className="space-y-2 print:hidden">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        aria-disabled={change.isPending || undefined}
        onClick={toggle}
        className="flex min-h-12 w-full flex-wrap items-center gap-3 rounded-xl border-2 border-slate-400 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-500 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
      >
        <span className="font-semibold text-slate-900 dark:text-white">{t('mood.check.label')}</span>
        <span aria-hidden="true" className="ml-auto flex shrink-0 items-center gap-2">
          <span className="text-base font-medium">{on ? t('mood.check.on') : t('mood.check.off')}</span>
          <span
            className={cn(
              'flex h-7 w-12 items-center rounded-full border-2 p-0.5 transition-colors motion-reduce:transition-none',
              on ? 'justify-end border-brand-700 bg-brand-700 dark:border-brand-400 dark:bg-brand-400' : 'border-slate-500 bg-slate-200 dark:bg-slate-700',
            )}
          >
            <span className="size-5 rounded-full border-2 border-slate-500 bg-white" />
          </span>
        </span>
      </button>
      <p id={hintId} className="text-base text-slate-700 dark:text-slate-300">
        {t('mood.check.hint')}
      </p>
      {/* Seen here, heard through the site's one live region (announce): a region of its own would compete. */}
      {status !== '' && <p className="text-base font-semibold text-slate-800 dark:text-slate-200">{status}</p>}
      {outcome === 'failed' && <p className="text-base font-semibold text-red-800 dark:text-red-300">{t('mood.check.failed')}</p>}
    </div>
  );
}
