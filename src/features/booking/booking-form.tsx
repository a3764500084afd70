import { useToday } from '@/lib/use-today';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField, TextField } from '@/lib/forms/fields';
import { FORM_SUBJECTS } from '@/lib/forms/form-subjects';
import { FormSection } from '@/lib/forms/form-parts';
import { PageForm } from '@/lib/forms/page-form';
import {
  EMAIL_PATTERN,
  FACILITY_TYPES,
  HEARD_ABOUT,
  MUSIC_PREFERENCES,
  PREFERRED_TIMES,
  bookingSchema,
  type Booking,
} from '@/lib/forms/schemas';
import { sendForm } from '@/lib/forms/send-form';
import { useFormFlow } from '@/lib/forms/use-form-flow';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  facility_name: '',
  facility_address: '',
  facility_type: '',
  residents: '',
  preferred_date: '',
  preferred_time: '',
  music_preference: '',
  special_requirements: '',
  heard_about: '',
};

const send = (row: Booking) => sendForm({ table: 'bookings', row, subject: FORM_SUBJECTS.booking });

/** A day in the visitor's own time zone, as the date input wants it (a hint for the picker only). */
function inputDay(day: Date): string {
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** SPEC section 2's /booking form: three parts, 'Submit Booking Request', a thank-you on success. */
export function BookingForm() {
  const { t } = useTranslation('booking');
  const today = useToday();
  const flow = useFormFlow({ key: 'booking', empty: EMPTY, schema: bookingSchema, send, sentMessage: `${t('success.title')} ${t('success.text')}` });
  const options = <K extends string>(values: readonly K[], label: (value: K) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <PageForm flow={flow} label={t('formLabel')} submitLabel={t('submit')} sent={{ title: t('success.title'), text: t('success.text') }} sectioned>
      <FormSection legend={t('sections.personal')}>
        <TextField {...flow.bind('name')} label={t('fields.name')} required autoComplete="name" />
        <TextField {...flow.bind('email')} label={t('fields.email')} required type="email" inputMode="email" pattern={EMAIL_PATTERN} autoComplete="email" />
        <TextField {...flow.bind('phone')} label={t('fields.phone')} hint={t('hints.phone')} type="tel" inputMode="tel" autoComplete="tel" />
      </FormSection>
      <FormSection legend={t('sections.facility')}>
        <TextField {...flow.bind('facility_name')} label={t('fields.facilityName')} required autoComplete="organization" />
        <TextField {...flow.bind('facility_address')} label={t('fields.facilityAddress')} autoComplete="street-address" />
        <SelectField {...flow.bind('facility_type')} label={t('fields.facilityType')} required options={options(FACILITY_TYPES, (v) => t(`facilityTypes.${v}`))} />
        <TextField {...flow.bind('residents')} label={t('fields.residents')} hint={t('hints.residents')} type="number" inputMode="numeric" min={1} max={10000} />
      </FormSection>
      <FormSection legend={t('sections.preferences')}>
        <TextField {...flow.bind('preferred_date')} label={t('fields.preferredDate')} required type="date" min={inputDay(today)} />
        <SelectField {...flow.bind('preferred_time')} label={t('fields.preferredTime')} options={options(PREFERRED_TIMES, (v) => t(`times.${v}`))} />
        <SelectField {...flow.bind('music_preference')} label={t('fields.musicPreference')} options={options(MUSIC_PREFERENCES, (v) => t(`music.${v}`))} />
        <TextareaField {...flow.bind('special_requirements')} label={t('fields.specialRequirements')} hint={t('hints.specialRequirements')} rows={4} />
        <SelectField {...flow.bind('heard_about')} label={t('fields.heardAbout')} options={options(HEARD_ABOUT, (v) => t(`heardAbout.${v}`))} />
      </FormSection>
    </PageForm>
  );
}
