import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthErrorText } from '@/lib/auth/use-auth-error-text';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { ConfirmButton } from './confirm-button';
import { SectionCard } from './section-card';
import { StatusText } from './status-text';

type Scope = 'others' | 'global';

/**
 * Signing out elsewhere (`signOut({ scope: 'others' })`: this device stays signed in) or everywhere
 * (`scope: 'global'`: this device too, after which the page says so in place of the dashboard).
 */
export function SessionsSection({ client, onSignedOutEverywhere }: { client: TuttiClient; onSignedOutEverywhere: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const signOut = async (scope: Scope) => {
    setBusy(true);
    setMessage(null);
    const { error } = await client.auth.signOut({ scope });
    setBusy(false);
    if (error) {
      const text = errorText(error);
      setMessage({ tone: 'error', text });
      announce(text, { politeness: 'assertive' });
    } else if (scope === 'global') {
      // This session ended too (the section is gone by now): the page says so in its place.
      onSignedOutEverywhere();
    } else {
      setMessage({ tone: 'success', text: t('sessions.othersDone') });
      announce(t('sessions.othersDone'));
    }
  };

  return (
    <SectionCard title={t('sessions.heading')}>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('sessions.intro')}</p>
      {message !== null && <StatusText tone={message.tone}>{message.text}</StatusText>}
      <div className="flex flex-wrap gap-3">
        <ConfirmButton
          disabled={busy}
          title={t('sessions.othersTitle')}
          text={t('sessions.othersText')}
          confirmLabel={t('sessions.othersConfirm')}
          onConfirm={() => void signOut('others')}
        >
          {t('sessions.others')}
        </ConfirmButton>
        <ConfirmButton
          disabled={busy}
          title={t('sessions.globalTitle')}
          text={t('sessions.globalText')}
          confirmLabel={t('sessions.globalConfirm')}
          onConfirm={() => void signOut('global')}
        >
          {t('sessions.global')}
        </ConfirmButton>
      </div>
    </SectionCard>
  );
}
