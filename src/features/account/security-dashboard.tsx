import type { Session } from '@supabase/supabase-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { AssuranceSection } from './assurance-section';
import { FactorsSection } from './factors-section';
import { IdentitiesSection } from './identities-section';
import { SessionsSection } from './sessions-section';
import { SignInPrompt } from './sign-in-prompt';
import { StatusText } from './status-text';

/** /security-dashboard: the signed-in person's sign-in methods, second factors and sessions. */
export function SecurityDashboard() {
  const { t } = useTranslation('account');
  const { configured, loading, session, client } = useAuth();
  const [signedOutEverywhere, setSignedOutEverywhere] = useState(false);
  const signedOut = () => {
    setSignedOutEverywhere(true);
    announce(t('signedOut.everywhere'));
  };
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{t('title')}</h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      {!configured ? (
        <NoBackendNotice />
      ) : loading || client === null ? (
        <StatusText>{t('loading')}</StatusText>
      ) : session === null ? (
        <SignInPrompt signedOutEverywhere={signedOutEverywhere} />
      ) : (
        <Dashboard client={client} session={session} onSignedOutEverywhere={signedOut} />
      )}
    </div>
  );
}

function Dashboard({ client, session, onSignedOutEverywhere }: { client: TuttiClient; session: Session; onSignedOutEverywhere: () => void }) {
  const { t } = useTranslation('account');
  const userId = session.user.id;
  return (
    <>
      {session.user.email !== undefined && (
        <p className="text-lg text-slate-800 dark:text-slate-200">{t('signedInAs', { email: session.user.email })}</p>
      )}
      <AssuranceSection client={client} session={session} />
      <FactorsSection client={client} userId={userId} />
      <IdentitiesSection client={client} userId={userId} />
      <SessionsSection client={client} onSignedOutEverywhere={onSignedOutEverywhere} />
    </>
  );
}
