import { useTranslation } from 'react-i18next';
import { TextareaField, TextField } from '@/lib/forms/fields';
import { FORM_SUBJECTS } from '@/lib/forms/form-subjects';
import { PageForm } from '@/lib/forms/page-form';
import { EMAIL_PATTERN, contactMessageSchema, type ContactMessage } from '@/lib/forms/schemas';
import { sendForm } from '@/lib/forms/send-form';
import { useFormFlow } from '@/lib/forms/use-form-flow';

const EMPTY = { name: '', email: '', phone: '', message: '' };

const send = (row: ContactMessage) => sendForm({ table: 'contact_messages', row, subject: FORM_SUBJECTS.contact });

/** SPEC section 2's contact form: name, email, phone (optional), message; 'Message sent!' on success. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const flow = useFormFlow({ key: 'contact', empty: EMPTY, schema: contactMessageSchema, send, sentMessage: `${t('success.title')} ${t('success.text')}` });

  return (
    <PageForm flow={flow} label={t('formLabel')} submitLabel={t('submit')} sent={{ title: t('success.title'), text: t('success.text') }}>
      <TextField {...flow.bind('name')} label={t('name')} required autoComplete="name" />
      <TextField {...flow.bind('email')} label={t('email')} required type="email" inputMode="email" pattern={EMAIL_PATTERN} autoComplete="email" />
      <TextField {...flow.bind('phone')} label={t('phone')} hint={t('phoneHint')} type="tel" inputMode="tel" autoComplete="tel" />
      <TextareaField {...flow.bind('message')} label={t('message')} required rows={6} />
    </PageForm>
  );
}
