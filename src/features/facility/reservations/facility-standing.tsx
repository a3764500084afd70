import { useTranslation } from 'react-i18next';
import type { MyFacility } from '../current/my-facilities';

/** Staff of a facility not (or no longer) verified: where it stands, and that it cannot reserve until then. */
export function FacilityStanding({ facility }: { facility: MyFacility }) {
  const { t } = useTranslation('facility');
  return (
    <div className="space-y-2 rounded-2xl border-2 border-amber-700 bg-amber-50 p-5 text-slate-900 sm:p-6 dark:border-amber-400 dark:bg-slate-900 dark:text-slate-100">
      <h3 className="text-xl font-bold">{t(facility.status === 'suspended' ? 'reservation.suspendedTitle' : 'reservation.pendingTitle')}</h3>
      <p className="text-lg">{t(facility.status === 'suspended' ? 'reservation.suspended' : 'reservation.pending', { facility: facility.name })}</p>
    </div>
  );
}
