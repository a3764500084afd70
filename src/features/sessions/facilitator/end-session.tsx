import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** Ending is for everyone and cannot be undone: it asks once more, in words, before it does it. */
export function EndSession({ pending, failed, onEnd }: { pending: boolean; failed: boolean; onEnd: () => void }) {
  const { t } = useTranslation('sessions');
  const [asking, setAsking] = useState(false);
  const keepGoing = useRef<HTMLButtonElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The pressed button gives way to the question: focus goes to its safe answer, and back when it closes.
  useEffect(() => {
    if (asking) keepGoing.current?.focus();
    else if (opened.current) endButton.current?.focus();
    opened.current = asking;
  }, [asking]);
  return (
    <section className="space-y-3">
      {asking ? (
        <div role="group" aria-labelledby="end-confirm" className="space-y-3 rounded-xl border-2 border-red-700 p-4 dark:border-red-400">
          <p id="end-confirm" className="text-lg font-semibold">
            {t('lead.end.confirm')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={pending} onClick={onEnd} className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200">
              {t('lead.end.yes')}
            </Button>
            <Button ref={keepGoing} variant="secondary" onClick={() => setAsking(false)}>
              {t('lead.end.no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={endButton} variant="secondary" onClick={() => setAsking(true)}>
          {t('lead.end.button')}
        </Button>
      )}
      {failed && (
        <p role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {t('lead.end.failed')}
        </p>
      )}
    </section>
  );
}
