import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/lib/forms/fields';
import type { MyFacility } from './my-facilities';

interface SwitcherProps {
  facilities: readonly MyFacility[];
  current: MyFacility;
  onChoose: (id: string) => void;
  /** What the choice is for: the page shown ('Show facility'), or the reservation made ('Reserve for'). */
  purpose?: 'page' | 'reservation';
}

/** For agency staff in more than one facility: which one they act for (remembered in this browser). */
export function FacilitySwitcher({ facilities, current, onChoose, purpose = 'page' }: SwitcherProps) {
  const { t } = useTranslation('facility');
  const id = useId();
  if (facilities.length < 2) return null;
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="block text-lg font-semibold text-slate-900 dark:text-white">
        {t(purpose === 'page' ? 'page.switcher' : 'reservation.switcher')}
      </label>
      <select id={id} value={current.id} onChange={(event) => onChoose(event.target.value)} className={controlClasses(false, 'mt-2 block w-full')}>
        {facilities.map((facility) => (
          <option key={facility.id} value={facility.id}>
            {facility.name}
          </option>
        ))}
      </select>
    </div>
  );
}
