import type { UserIdentity } from '@supabase/supabase-js';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useAuthErrorText } from '@/lib/auth/use-auth-error-text';
import type { TuttiClient } from '@/lib/supabase/client';
import { useIdentities } from './api/get-identities';
import { formatDateTime } from './format-date';
import { SectionCard } from './section-card';
import { StatusText } from './status-text';

const KNOWN_PROVIDERS = ['email', 'phone', 'google', 'github', 'apple', 'azure'] as const;
type KnownProvider = (typeof KNOWN_PROVIDERS)[number];
const isKnown = (provider: string): provider is KnownProvider => (KNOWN_PROVIDERS as readonly string[]).includes(provider);

/** The ways this person can sign in (email and password, or a linked provider), with when they were used. */
export function IdentitiesSection({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const identities = useIdentities(client, userId);
  return (
    <SectionCard title={t('identities.heading')}>
      {identities.isPending ? (
        <StatusText>{t('identities.loading')}</StatusText>
      ) : identities.isError ? (
        <StatusText tone="error">{errorText(identities.error)}</StatusText>
      ) : identities.data.length === 0 ? (
        <StatusText>{t('identities.none')}</StatusText>
      ) : (
        <IdentityList identities={identities.data} />
      )}
    </SectionCard>
  );
}

/** One card per method rather than a table: it reads the same on a phone as on a desktop. */
function IdentityList({ identities }: { identities: UserIdentity[] }) {
  const { t } = useTranslation('account');
  const language = useDisplayLanguage();
  const emailOf = (identity: UserIdentity): string | null => {
    const email: unknown = identity.identity_data?.['email'];
    return typeof email === 'string' ? email : null;
  };
  return (
    <ul aria-label={t('identities.caption')} className="space-y-3">
      {identities.map((identity) => {
        const email = emailOf(identity);
        return (
          <li key={identity.identity_id} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">
              {isKnown(identity.provider) ? t(`identities.providers.${identity.provider}`) : identity.provider}
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[max-content_1fr]">
              {email !== null && <Fact term={t('identities.email')} value={email} />}
              <Fact term={t('identities.created')} value={formatDateTime(identity.created_at, language) ?? t('identities.unknown')} />
              <Fact term={t('identities.lastSignIn')} value={formatDateTime(identity.last_sign_in_at, language) ?? t('identities.never')} />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </>
  );
}
