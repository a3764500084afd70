import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { accountKey } from '@/lib/auth/get-assurance';
import { useAuthErrorText } from '@/lib/auth/use-auth-error-text';
import { TextField } from '@/lib/forms/fields';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { StatusText } from './status-text';
import { TotpSetup, type PendingTotp } from './totp-setup';

/**
 * Adding an authenticator app: name it, scan the QR code supabase-js returns from `mfa.enroll`, then
 * prove it works with a code (`mfa.challengeAndVerify`), which also raises this session to aal2.
 */
export function TotpEnrolment({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingTotp | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKey(userId) });
  const say = (tone: 'success' | 'error', text: string) => {
    setMessage({ tone, text });
    announce(text, { politeness: tone === 'error' ? 'assertive' : 'polite' });
  };

  const enrol = async (name: string) => {
    setBusy(true);
    setMessage(null);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name, issuer: BRAND.name });
    setBusy(false);
    if (error) return say('error', errorText(error));
    setPending({ factorId: data.id, name, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri });
    void refresh();
  };

  const verify = async (code: string): Promise<string | null> => {
    if (pending === null) return null;
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: pending.factorId, code });
    if (error) return errorText(error);
    setPending(null);
    say('success', t('enrol.done', { name: pending.name }));
    void refresh();
    return null;
  };

  const cancel = async () => {
    if (pending === null) return;
    setBusy(true);
    // The half-made factor is removed, so it does not linger as 'not verified' in the list.
    const { error } = await client.auth.mfa.unenroll({ factorId: pending.factorId });
    setBusy(false);
    if (error) return say('error', errorText(error));
    setPending(null);
    say('success', t('enrol.cancelled'));
    void refresh();
  };

  return (
    <div className="space-y-4">
      {message !== null && <StatusText tone={message.tone}>{message.text}</StatusText>}
      {pending === null ? (
        <EnrolForm busy={busy} onEnrol={(name) => void enrol(name)} />
      ) : (
        <TotpSetup pending={pending} busy={busy} onVerify={verify} onCancel={() => void cancel()} />
      )}
    </div>
  );
}

function EnrolForm({ busy, onEnrol }: { busy: boolean; onEnrol: (name: string) => void }) {
  const { t } = useTranslation('account');
  const [name, setName] = useState(() => t('enrol.defaultName'));
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMissing(name.trim() === '');
    if (name.trim() === '') announce(t('enrol.nameRequired'), { politeness: 'assertive' });
    else onEnrol(name.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('enrol.heading')}</h3>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('enrol.intro')}</p>
      <RequiredNote />
      <TextField
        name="factor-name"
        label={t('enrol.nameLabel')}
        hint={t('enrol.nameHint')}
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        onValueChange={setName}
        errorText={missing ? t('enrol.nameRequired') : undefined}
      />
      <SubmitButton submitting={busy} busyLabel={t('enrol.starting')}>
        {t('enrol.start')}
      </SubmitButton>
    </form>
  );
}
