import { useTranslation } from 'react-i18next';
import { controlClasses, FieldShell } from '@/lib/forms/fields';

/** The zones the browser knows (IANA names); a short list where it cannot tell. */
const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : ['Europe/Amsterdam', 'Europe/Berlin', 'Europe/Brussels', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'America/Chicago', 'America/Los_Angeles', 'America/New_York', 'UTC'];

/** The venue's time zone: the start and end are read on its clock. */
export function TimeZoneField({ value, errorText, onChange }: { value: string; errorText: string | undefined; onChange: (zone: string) => void }) {
  const { t } = useTranslation('admin');
  const zones = ZONES.includes(value) || value === '' ? ZONES : [value, ...ZONES];
  return (
    <FieldShell label={t('editor.fields.timeZone')} hint={t('editor.hints.timeZone')} required errorText={errorText}>
      {(wiring, invalid) => (
        <select {...wiring} name="timeZone" required value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses(invalid, 'mt-2 block w-full')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>{zone.replaceAll('_', ' ')}</option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
