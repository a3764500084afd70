import { useTranslation } from 'react-i18next';
import type { RoomGreeting } from './room-greetings-query';

/** The room's greetings, oldest first, each with where it stands (waiting, on the stage, not shown). */
export function RoomGreetingsList({ greetings, failed }: { greetings: readonly RoomGreeting[]; failed: boolean }) {
  const { t } = useTranslation('sessions');
  if (failed) return <p className="text-lg">{t('greeting.listFailed')}</p>;
  if (greetings.length === 0) return null;
  return (
    <section aria-labelledby="room-greetings" className="space-y-2">
      <h4 id="room-greetings" className="text-lg font-bold">
        {t('greeting.list')}
      </h4>
      <ul className="space-y-2">
        {greetings.map((greeting) => (
          <li key={greeting.id} data-greeting-status={greeting.status} className="rounded-lg border border-slate-300 p-3 text-lg dark:border-slate-600">
            <q className="break-words">{greeting.message}</q>
            <span className="block font-semibold">{t(`greeting.status.${greeting.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
