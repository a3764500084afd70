import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { LargeChoices } from '@/ui/large-choices';
import { CONCERT_ROLES, type ConcertRole } from './concert-role-holders';
import { FIELD_REFUSALS, NamingRefused, useNameConcertRole, type NamingRefusal } from './name-concert-role';

interface ConcertRoleFormProps {
  client: TuttiClient;
  userId: string;
  concert: string;
}

/**
 * Names an artist or host by the e-mail they sign in with. A refusal about the address is said at the field
 * (which gets the focus back) and the address stays as typed; the others are said under the button.
 */
export function ConcertRoleForm({ client, userId, concert }: ConcertRoleFormProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const naming = useNameConcertRole(client, userId);
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<ConcertRole>('artist');
  const [refusal, setRefusal] = useState<NamingRefusal | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const atField = refusal !== null && FIELD_REFUSALS.includes(refusal);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (naming.isPending) return;
    setRefusal(null);
    setAdded(null);
    naming.mutate(
      { concert, email: address, role },
      {
        onSuccess: () => {
          const text = t(`roles.added.${role}`, { email: address.trim().toLowerCase() });
          setAdded(text);
          setAddress('');
          announce(text);
        },
        onError: (error) => {
          const reason = error instanceof NamingRefused ? error.reason : 'failed';
          setRefusal(reason);
          if (FIELD_REFUSALS.includes(reason)) field.current?.focus();
          else announce(t(`roles.errors.${reason}`), { politeness: 'assertive' });
        },
      },
    );
  };

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={submit} className="space-y-5 rounded-2xl border-2 border-slate-300 p-4 sm:p-5 dark:border-slate-600">
      <h4 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">{t('roles.form.title')}</h4>
      <TextField
        ref={field}
        name="role-email"
        type="email"
        autoComplete="off"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        required
        label={t('roles.form.email')}
        hint={t('roles.form.emailHint')}
        value={address}
        onValueChange={(value) => {
          setAddress(value);
          setRefusal(null);
          setAdded(null);
        }}
        errorText={atField ? t(`roles.errors.${refusal}`) : undefined}
      />
      <LargeChoices
        legend={t('roles.form.role')}
        name={`${titleId}-role`}
        choices={CONCERT_ROLES.map((value) => ({ value, label: t(`roles.role.${value}`) }))}
        value={role}
        onChange={setRole}
        columns="sm:grid-cols-2"
      />
      <Button type="submit" aria-disabled={naming.isPending || undefined} className={cn('min-h-12 w-full text-lg sm:w-auto', BUSY_BUTTON)}>
        {naming.isPending ? t('roles.form.adding') : t('roles.form.add')}
      </Button>
      {refusal !== null && !atField && <p className="font-semibold text-red-800 dark:text-red-300">{t(`roles.errors.${refusal}`)}</p>}
      {added !== null && <p className="font-semibold text-green-800 dark:text-green-300">{added}</p>}
    </form>
  );
}
