import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TextField } from '@/lib/forms/fields';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { roomGreetingsKey } from './room-greetings-query';
import { GREETING_MAX, greetingProblem, GreetingRefused, sendGreeting, type GreetingProblem, type GreetingRefusal } from './send-greeting';

function refusalText(t: TFunction<'sessions'>, refusal: GreetingRefusal): string {
  switch (refusal.reason) {
    case 'wait':
      return t('greeting.refused.wait', { count: refusal.seconds });
    case 'cap':
      return t('greeting.refused.cap', { count: refusal.cap });
    default:
      return t(`greeting.refused.${refusal.reason}`);
  }
}

const problemText = (t: TFunction<'sessions'>, problem: GreetingProblem) => t(`greeting.problem.${problem}`, { max: GREETING_MAX });

/**
 * The facilitator's greeting to the stage: one line, checked as the database checks it before it goes, and
 * kept when it is refused. A sent greeting waits for the host's approval; the list below says where each is.
 */
export function GreetingForm({ client, sessionId }: { client: TuttiClient; sessionId: string }) {
  const { t } = useTranslation('sessions');
  const queries = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<GreetingProblem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (message: string) => sendGreeting(client, sessionId, message),
    onSuccess: () => {
      setText('');
      announce(t('greeting.sent'));
      void queries.invalidateQueries({ queryKey: roomGreetingsKey(sessionId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = greetingProblem(text);
    setProblem(found);
    if (found) field.current?.focus();
    else send.mutate(text);
  };
  const refusal = send.error instanceof GreetingRefused ? send.error.refusal : send.error ? ({ reason: 'unavailable' } as const) : null;
  const length = [...text.trim()].length;
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="greeting-heading">
      <h3 id="greeting-heading" className="text-xl font-bold">
        {t('greeting.heading')}
      </h3>
      <TextField
        name="greeting"
        ref={field}
        label={t('greeting.label')}
        hint={`${t('greeting.hint')} ${t('greeting.length', { count: length, max: GREETING_MAX })}`}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (problem) setProblem(greetingProblem(value));
        }}
        required
        autoComplete="off"
        errorText={problem ? problemText(t, problem) : undefined}
      />
      <Button type="submit" disabled={send.isPending}>
        {t(send.isPending ? 'greeting.sending' : 'greeting.send')}
      </Button>
      {refusal && !send.isPending && (
        <p role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {refusalText(t, refusal)}
        </p>
      )}
      {send.isSuccess && (
        <p role="status" className="text-lg">
          {t('greeting.sent')}
        </p>
      )}
    </form>
  );
}
