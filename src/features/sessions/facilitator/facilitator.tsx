import type { User } from '@supabase/supabase-js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { buttonClasses } from '@/ui/button';
import { SessionsOffline } from '../sessions-offline';
import { SessionLauncher } from './session-launcher';

/** A staff account's display name, as headsets show it ('Led by Anna'). */
function staffName(user: User): string {
  const metadata = user.user_metadata as { display_name?: unknown };
  if (typeof metadata.display_name === 'string' && metadata.display_name.trim()) return metadata.display_name.trim();
  return user.email?.split('@')[0] ?? '';
}

/** /session: care staff create a group session and lead every headset in the room from here. */
export function Facilitator() {
  const { t } = useTranslation('sessions');
  const { configured, loading, session, client } = useAuth();
  const user = session?.user ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{t('lead.title')}</h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{t('lead.intro')}</p>
      </header>
      {!configured ? (
        <SessionsOffline />
      ) : loading || !client ? (
        <p role="status" className="text-lg">
          {t('lead.loading')}
        </p>
      ) : !user ? (
        <StaffNotice reason="signIn" />
      ) : user.is_anonymous ? (
        <StaffNotice reason="staffOnly" />
      ) : (
        <SessionLauncher client={client} userId={user.id} name={staffName(user)} />
      )}
    </div>
  );
}

function StaffNotice({ reason }: { reason: 'signIn' | 'staffOnly' }) {
  const { t } = useTranslation('sessions');
  return (
    <section className="rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 className="text-2xl font-bold">{t(`lead.${reason}.title`)}</h2>
      <p className="mt-2 text-lg">{t(`lead.${reason}.text`)}</p>
      <Link to="/auth" className={buttonClasses('primary', 'mt-4')}>
        {t(`lead.${reason}.link`)}
      </Link>
    </section>
  );
}
