// Drawn wholly on the stage screen's dark panel (stage-view.tsx), in both colour schemes: palette-band: slate-950
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** How many rooms and headsets watch, in numbers large enough to read from the stage (never who). */
export function AudienceCounts({ rooms, headsets }: { rooms: number; headsets: number }) {
  const { t } = useTranslation('stage');
  const format = new Intl.NumberFormat(useDisplayLanguage()).format;
  return (
    <div>
      <h3 className="text-2xl font-semibold text-slate-200">{t('screen.watching')}</h3>
      <dl className="mt-2 flex flex-wrap gap-x-12 gap-y-2">
        <div className="flex flex-col-reverse" data-testid="stage-rooms">
          <dt className="text-2xl text-slate-200">{t('screen.rooms', { count: rooms })}</dt>
          <dd className="text-7xl font-extrabold tabular-nums sm:text-8xl">{format(rooms)}</dd>
        </div>
        <div className="flex flex-col-reverse" data-testid="stage-headsets">
          <dt className="text-2xl text-slate-200">{t('screen.headsets', { count: headsets })}</dt>
          <dd className="text-7xl font-extrabold tabular-nums sm:text-8xl">{format(headsets)}</dd>
        </div>
      </dl>
    </div>
  );
}
