import { useTranslation } from 'react-i18next';
import { spotsMessage } from '@/features/concerts';
import { registrationPercent, type ProgrammeConcert } from '@/features/concerts';
import { cn } from '@/ui/cn';
import { ProgressBar } from '@/ui/progress-bar';

/** 'registered/capacity' with a bar, and how many spots remain: red (contrast ≥ 4.5:1 in both schemes) when few do. */
export function Registrations({ concert }: { concert: Pick<ProgrammeConcert, 'capacity' | 'registered'> }) {
  const { t } = useTranslation('concerts');
  const spots = spotsMessage(concert);
  return (
    <div className="max-w-xl space-y-3">
      <p className="flex items-baseline justify-between gap-4 text-lg">
        <span className="font-semibold text-slate-700 dark:text-slate-300">{t('upcoming.registrations')}</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
          {t('upcoming.registered', { registered: concert.registered, capacity: concert.capacity })}
        </span>
      </p>
      <ProgressBar value={registrationPercent(concert)} label={t('upcoming.registrations')} className="h-3" />
      <p
        data-urgent={spots.urgent}
        className={cn('text-lg font-semibold', spots.urgent ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-200')}
      >
        {t(`upcoming.${spots.key}`, { count: spots.count })}
      </p>
    </div>
  );
}
