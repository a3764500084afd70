import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { FORM_SUBJECTS } from '@/lib/forms/form-subjects';
import { PageForm } from '@/lib/forms/page-form';
import { EMAIL_PATTERN, waitlistSignupSchema, type WaitlistSignup } from '@/lib/forms/schemas';
import { sendForm } from '@/lib/forms/send-form';
import { useFormFlow } from '@/lib/forms/use-form-flow';

const EMPTY = { name: '', email: '', organisation: '' };

const send = (row: WaitlistSignup) => sendForm({ table: 'waitlist_signups', row, subject: FORM_SUBJECTS.waitlist });

/** 'Join our waitlist': name, email, organisation (optional). */
export function WaitlistForm() {
  const { t } = useTranslation('waitlist');
  const flow = useFormFlow({ key: 'waitlist', empty: EMPTY, schema: waitlistSignupSchema, send, sentMessage: `${t('success.title')} ${t('success.text')}` });

  return (
    <PageForm flow={flow} label={t('formLabel')} submitLabel={t('submit')} sent={{ title: t('success.title'), text: t('success.text') }}>
      <TextField {...flow.bind('name')} label={t('name')} required autoComplete="name" />
      <TextField {...flow.bind('email')} label={t('email')} required type="email" inputMode="email" pattern={EMAIL_PATTERN} autoComplete="email" />
      <TextField {...flow.bind('organisation')} label={t('organisation')} hint={t('organisationHint')} autoComplete="organization" />
    </PageForm>
  );
}
