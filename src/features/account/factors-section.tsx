import { useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { accountKey } from '@/lib/auth/get-assurance';
import { useAuthErrorText } from '@/lib/auth/use-auth-error-text';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { useFactors } from './api/list-factors';
import { ConfirmButton } from './confirm-button';
import { formatDateTime } from './format-date';
import { SectionCard } from './section-card';
import { StatusText } from './status-text';
import { TotpEnrolment } from './totp-enrolment';

/** Second factors (`mfa.listFactors`): what is set up, whether it was confirmed, and removing one. */
export function FactorsSection({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const queryClient = useQueryClient();
  const factors = useFactors(client, userId);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const remove = async (factor: Factor, name: string) => {
    setMessage(null);
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    const next = error ? { tone: 'error' as const, text: errorText(error) } : { tone: 'success' as const, text: t('factors.removed', { name }) };
    setMessage(next);
    announce(next.text, { politeness: error ? 'assertive' : 'polite' });
    void queryClient.invalidateQueries({ queryKey: accountKey(userId) });
  };

  return (
    <SectionCard title={t('factors.heading')}>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('factors.intro')}</p>
      {message !== null && <StatusText tone={message.tone}>{message.text}</StatusText>}
      {factors.isPending ? (
        <StatusText>{t('factors.loading')}</StatusText>
      ) : factors.isError ? (
        <StatusText tone="error">{errorText(factors.error)}</StatusText>
      ) : factors.data.length === 0 ? (
        <StatusText>{t('factors.none')}</StatusText>
      ) : (
        <ul aria-label={t('factors.listLabel')} className="divide-y divide-slate-200 dark:divide-slate-700">
          {factors.data.map((factor) => (
            <FactorItem key={factor.id} factor={factor} onRemove={(name) => void remove(factor, name)} />
          ))}
        </ul>
      )}
      <TotpEnrolment client={client} userId={userId} />
    </SectionCard>
  );
}

function FactorItem({ factor, onRemove }: { factor: Factor; onRemove: (name: string) => void }) {
  const { t } = useTranslation('account');
  const language = useDisplayLanguage();
  const name = factor.friendly_name?.trim() || t('factors.unnamed');
  const verified = factor.status === 'verified';
  const added = formatDateTime(factor.created_at, language);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="space-y-1">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{name}</p>
        <p className="text-base text-slate-700 dark:text-slate-300">
          {t(`factors.types.${factor.factor_type}`)} · {verified ? t('factors.verified') : t('factors.unverified')}
          {added !== null && <> · {t('factors.added', { date: added })}</>}
        </p>
      </div>
      <ConfirmButton
        ariaLabel={t('factors.removeNamed', { name })}
        title={t('factors.confirmTitle', { name })}
        text={verified ? t('factors.confirmText') : t('factors.confirmTextUnverified')}
        confirmLabel={t('factors.confirmRemove')}
        onConfirm={() => onRemove(name)}
      >
        {t('factors.remove')}
      </ConfirmButton>
    </li>
  );
}
