import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { MoodCheck } from '@/ui/mood-check';
import { readResidentCode, type CodeProblem } from '../mood-entry/resident-code';
import { ResidentCodeField } from '../mood-entry/resident-code-field';
import type { AloneHeadsetPlayer } from './alone-headset-player';
import { useAloneHeadsetMood } from './use-alone-headset-mood';

interface AloneHeadsetCardProps {
  client: TuttiClient;
  facility: { id: string; name: string };
  concert: string;
  player: AloneHeadsetPlayer | null;
  /** True while the concert must wait at its beginning (the question before it is asked). */
  onHold: (held: boolean) => void;
}

/**
 * Staff set the headset's own mood check for a resident watching this concert alone, by the facility's code for
 * them; the headset then asks before the concert and after it (ui/mood-check.tsx).
 */
export function AloneHeadsetCard({ client, facility, concert, player, onHold }: AloneHeadsetCardProps) {
  const { t } = useTranslation('mood');
  const mood = useAloneHeadsetMood(client, facility.id, concert, player);
  useHoldWhile(mood.asking === 'before', onHold);
  const status = useFocusOnChange(mood.code);
  return (
    <section aria-labelledby="alone-headset-heading" className="mt-4 space-y-4 rounded-xl border border-slate-300 bg-white p-5 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
      <h2 id="alone-headset-heading" className="text-xl font-bold">
        {t('headset.title')}
      </h2>
      {mood.code === null ? (
        <CodeForm facilityName={facility.name} onStart={mood.start} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p ref={status} tabIndex={-1} className="text-lg">
              {t('headset.on', { resident: mood.code })}
            </p>
            <Button variant="secondary" onClick={mood.stop}>
              {t('headset.stop')}
            </Button>
          </div>
          <MoodCheck asking={mood.asking} answers={mood.answers} host={player} headingLevel={3} />
        </>
      )}
    </section>
  );
}

/**
 * The pressed button goes when the check starts or stops: the focus goes to what replaced it, the line saying
 * whose check is on (read out), or the code field for the next resident. Not on the first render.
 */
function useFocusOnChange(code: string | null) {
  const status = useRef<HTMLParagraphElement>(null);
  const last = useRef(code);
  useEffect(() => {
    if (last.current === code) return;
    last.current = code;
    if (code === null) document.getElementById(CODE_ID)?.focus();
    else status.current?.focus();
  }, [code]);
  return status;
}

/** Tells the page to hold the concert while `held`, and lets it go when the card goes (signed out, check off). */
function useHoldWhile(held: boolean, onHold: (held: boolean) => void): void {
  const hold = useRef(onHold);
  useEffect(() => {
    hold.current = onHold;
  }, [onHold]);
  useEffect(() => {
    hold.current(held);
    return () => hold.current(false);
  }, [held]);
}

const CODE_ID = 'alone-headset-code';

/** The resident's code, checked by the database's rule before anything is sent (a name is refused here). */
function CodeForm({ facilityName, onStart }: { facilityName: string; onStart: (code: string) => void }) {
  const { t } = useTranslation('mood');
  const [typed, setTyped] = useState('');
  // As on the facility's page: the problem shows once a start was tried, and follows the typing from then on.
  const [tried, setTried] = useState(false);
  const read = readResidentCode(typed);
  const problem: CodeProblem | null = tried && 'problem' in read ? read.problem : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('code' in read) return onStart(read.code);
    setTried(true);
    document.getElementById(CODE_ID)?.focus();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-lg">{t('headset.intro', { facility: facilityName })}</p>
      <ResidentCodeField id={CODE_ID} value={typed} onValueChange={setTyped} problem={problem} />
      <Button type="submit" className="min-h-14 text-lg">
        {t('headset.start')}
      </Button>
    </form>
  );
}
