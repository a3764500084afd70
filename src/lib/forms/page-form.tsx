import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { DraftRestoredNote, RequiredNote, SendFailedNote, SubmitButton, SuccessPanel } from './form-parts';
import { Honeypot } from './honeypot';
import type { useFormFlow } from './use-form-flow';

type Flow = Pick<ReturnType<typeof useFormFlow>, 'status' | 'failure' | 'restored' | 'submitting' | 'onSubmit' | 'successRef' | 'startOver'>;

interface PageFormProps {
  flow: Flow;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The thank-you that replaces the form once sent. */
  sent: { title: string; text: string };
  /** More room between the parts: for a form in sections (fieldsets). */
  sectioned?: boolean;
  children: ReactNode;
}

/**
 * A page form (booking, contact, waitlist) around its fields: the notes before them, the honeypot, the
 * failure note and the submit button after, and the thank-you (with 'send another') once sent.
 */
export function PageForm({ flow, label, submitLabel, sent, sectioned = false, children }: PageFormProps) {
  const { t } = useTranslation('forms');
  if (flow.status === 'sent') {
    return (
      <SuccessPanel ref={flow.successRef} title={sent.title} text={sent.text}>
        <Button variant="secondary" onClick={flow.startOver}>
          {t('sendAnother')}
        </Button>
      </SuccessPanel>
    );
  }
  return (
    <form noValidate aria-label={label} onSubmit={flow.onSubmit} className={cn('relative', sectioned ? 'space-y-8' : 'space-y-6')}>
      <RequiredNote />
      <DraftRestoredNote show={flow.restored} />
      {children}
      <Honeypot />
      <SendFailedNote show={flow.status === 'failed'} note={flow.failure} />
      <SubmitButton submitting={flow.submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
