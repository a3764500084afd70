import type { Session } from '@supabase/supabase-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssurance } from '@/lib/auth/get-assurance';
import { useAuthErrorText } from '@/lib/auth/use-auth-error-text';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { useFactors } from './api/list-factors';
import { CodeForm } from './code-form';
import { SectionCard } from './section-card';
import { StatusText } from './status-text';

/**
 * How strongly this session is confirmed, in plain words: aal1 is the password alone, aal2 the password
 * and a second factor. With a confirmed app but an aal1 session, a code raises it to aal2 here.
 */
export function AssuranceSection({ client, session }: { client: TuttiClient; session: Session }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const assurance = useAssurance(client, session);
  return (
    <SectionCard title={t('assurance.heading')}>
      {assurance.isPending ? (
        <StatusText>{t('assurance.loading')}</StatusText>
      ) : assurance.isError ? (
        <StatusText tone="error">{errorText(assurance.error)}</StatusText>
      ) : assurance.data.current === 'aal2' ? (
        <StatusText tone="success">{t('assurance.aal2')}</StatusText>
      ) : (
        <>
          <StatusText>{t('assurance.aal1')}</StatusText>
          {assurance.data.next === 'aal2' ? <StepUp client={client} userId={session.user.id} /> : <p className="text-lg">{t('assurance.addFactor')}</p>}
        </>
      )}
    </SectionCard>
  );
}

function StepUp({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const factors = useFactors(client, userId);
  const [done, setDone] = useState(false);
  const app = factors.data?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified');
  if (app === undefined) return null;
  const verify = async (code: string): Promise<string | null> => {
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: app.id, code });
    if (error) return errorText(error);
    setDone(true);
    announce(t('assurance.raised'));
    return null;
  };
  if (done) return <StatusText tone="success">{t('assurance.raised')}</StatusText>;
  return <CodeForm label={t('assurance.codeLabel', { name: app.friendly_name?.trim() || t('factors.unnamed') })} submitLabel={t('assurance.confirm')} onVerify={verify} />;
}
