import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/lib/forms/fields';
import type { MyFacility } from '../current/my-facilities';

/** For agency staff in more than one facility: which one the page is about (remembered in this browser). */
export function FacilitySwitcher({ facilities, current, onChoose }: { facilities: readonly MyFacility[]; current: MyFacility; onChoose: (id: string) => void }) {
  const { t } = useTranslation('facility');
  const id = useId();
  if (facilities.length < 2) return null;
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="block text-lg font-semibold text-slate-900 dark:text-white">
        {t('page.switcher')}
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
