import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { Button } from '@/ui/button';
import type { GreetingVerdict } from './decide-greeting';
import type { PendingGreeting } from './greeting-board';

interface ModerationListProps {
  pending: readonly PendingGreeting[];
  /** Already translated: why the last decision did not hold, or why the list could not be read. */
  problem: string | null;
  onDecide(greeting: PendingGreeting, verdict: GreetingVerdict): void;
}

/** The greetings waiting for a moderator, oldest first, each with its time and the two decisions. */
export function ModerationList({ pending, problem, onDecide }: ModerationListProps) {
  const { t } = useTranslation('stage');
  const time = new Intl.DateTimeFormat(useDisplayLanguage(), { hour: '2-digit', minute: '2-digit' });
  return (
    <section aria-labelledby="stage-moderation-heading" className="space-y-4">
      <h2 id="stage-moderation-heading" tabIndex={-1} className="text-3xl font-bold text-brand-950 dark:text-white">
        {t('moderation.heading')}
      </h2>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('moderation.intro')}</p>
      {problem !== null && (
        <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-lg text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {problem}
        </p>
      )}
      {pending.length === 0 ? (
        <p className="text-lg text-slate-800 dark:text-slate-200">{t('moderation.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="stage-moderation-heading">
          {pending.map((greeting) => (
            <li key={greeting.id} className="rounded-2xl border-2 border-slate-300 p-4 dark:border-slate-600">
              <p className="text-2xl font-semibold text-slate-950 dark:text-white">{greeting.message}</p>
              <p className="mt-1 text-base text-slate-700 dark:text-slate-300">{t('moderation.sentAt', { time: time.format(new Date(greeting.sentAt)) })}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button aria-label={t('moderation.approveNamed', { message: greeting.message })} onClick={() => onDecide(greeting, 'approved')}>
                  {t('moderation.approve')}
                </Button>
                <Button variant="secondary" aria-label={t('moderation.rejectNamed', { message: greeting.message })} onClick={() => onDecide(greeting, 'rejected')}>
                  {t('moderation.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
