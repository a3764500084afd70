import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programmeKeys, type ProgrammeConcert } from '@/features/concerts';
import { SelectField, TextareaField, TextField } from '@/lib/forms/fields';
import { FormSection } from '@/lib/forms/form-parts';
import { PageForm } from '@/lib/forms/page-form';
import { EMAIL_PATTERN, FACILITY_TYPES, HEARD_ABOUT, MUSIC_PREFERENCES, PREFERRED_TIMES, bookingSchema, type Booking } from '@/lib/forms/schemas';
import { SendFormError } from '@/lib/forms/send-form';
import { useFormFlow } from '@/lib/forms/use-form-flow';
import { queryClient } from '@/lib/query-client';
import { useToday } from '@/lib/use-today';
import { ChosenConcert } from './chosen-concert';
import { concertChoice } from './concert-choice';
import { sendBooking } from './send-booking';
import { useChosenConcert } from './use-chosen-concert';

const EMPTY = {
  concert_id: '',
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

/** A day in the visitor's own time zone, as the date input wants it (a hint for the picker only). */
function inputDay(day: Date): string {
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The concert is judged again as the form leaves (from what the page read of it): one that cannot be
 * booked is not sent. If the database refuses it anyway (it started, or was withdrawn in the meantime),
 * it is read again, so the section above the form says why.
 */
async function send(row: Booking) {
  const id = row.concert_id ?? '';
  const read = queryClient.getQueryState<ProgrammeConcert | null>(programmeKeys.concert(id));
  const choice = concertChoice(id, { status: read?.status ?? 'pending', data: read?.data }, Date.now());
  try {
    await sendBooking(row, choice);
  } catch (error) {
    if (error instanceof SendFormError && error.reason === 'concertNotBookable' && row.concert_id)
      void queryClient.invalidateQueries({ queryKey: programmeKeys.concert(row.concert_id) });
    throw error;
  }
}

/**
 * SPEC section 2's /booking form: three parts, 'Submit Booking Request', a thank-you on success; above
 * them the concert chosen with 'Book now' (issue 15), sent as `concert_id`.
 */
export function BookingForm() {
  const { t } = useTranslation('booking');
  const today = useToday();
  const [removed, setRemoved] = useState(false);
  const flow = useFormFlow({ key: 'booking', empty: EMPTY, schema: bookingSchema, send, sentMessage: `${t('success.title')} ${t('success.text')}` });
  const { choice, remove } = useChosenConcert(flow.bind('concert_id'));
  const sent = flow.status === 'sent';
  const forgetSent = useEffectEvent(remove);
  useEffect(() => {
    // A new request starts without the concert of the one just sent (the draft is empty; the address too).
    if (sent) forgetSent();
  }, [sent]);
  const options = <K extends string>(values: readonly K[], label: (value: K) => string) => values.map((value) => ({ value, label: label(value) }));
  const removeConcert = () => {
    remove();
    // The note that says so takes the focus (chosen-concert.tsx), which is what a screen reader reads: no announcement too.
    setRemoved(true);
  };

  return (
    <PageForm flow={flow} label={t('formLabel')} submitLabel={t('submit')} sent={{ title: t('success.title'), text: t('success.text') }} sectioned>
      <ChosenConcert choice={choice} onRemove={removeConcert} removed={removed} />
      <FormSection legend={t('sections.personal')}>
        <TextField {...flow.bind('name')} label={t('fields.name')} required autoComplete="name" />
        <TextField {...flow.bind('email')} label={t('fields.email')} required type="email" inputMode="email" pattern={EMAIL_PATTERN} autoComplete="email" />
        <TextField {...flow.bind('phone')} label={t('fields.phone')} hint={t('hints.phone')} type="tel" inputMode="tel" autoComplete="tel" />
      </FormSection>
      <FormSection legend={t('sections.facility')}>
        <TextField {...flow.bind('facility_name')} label={t('fields.facilityName')} required autoComplete="organization" />
        {/* One line, so not street-address (a multi-line token); the first address line pairs with `organization`
            above, so a browser fills both from the same saved address, and the hint asks for the town after it. */}
        <TextField {...flow.bind('facility_address')} label={t('fields.facilityAddress')} hint={t('hints.facilityAddress')} autoComplete="address-line1" />
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
