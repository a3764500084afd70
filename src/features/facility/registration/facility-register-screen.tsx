import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button, buttonClasses } from '@/ui/button';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { useMyFacilities } from '../current';
import { FacilityStatusPanel } from './facility-status-panel';
import { RegistrationForm } from './registration-form';

/** Where /auth sends the person back to once they are signed in (its `next`). */
export const REGISTER_PATH = '/facility/register';
const signInPath = (mode?: 'register') => `/auth?${mode ? `mode=${mode}&` : ''}next=${encodeURIComponent(REGISTER_PATH)}`;

const NOTE = 'space-y-4 rounded-2xl border-2 border-slate-300 p-6 dark:border-slate-600';

/** /facility/register: a manager registers the facility; what they registered and where it stands. */
export function FacilityRegisterScreen() {
  const { t } = useTranslation('facility');
  const { configured, loading, session, client } = useAuth();
  const user = session?.user ?? null;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">
          {t('register.title')}
        </h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{t('register.intro')}</p>
      </header>
      {!configured ? (
        <NoBackendNotice />
      ) : loading || client === null ? (
        <p role="status" className="text-lg">{t('register.loading')}</p>
      ) : user === null || user.is_anonymous === true ? (
        <SignInFirst />
      ) : (
        <Registration client={client} userId={user.id} />
      )}
    </div>
  );
}

/** Not signed in: an account first (new or existing), then back here through /auth's `next`. */
function SignInFirst() {
  const { t } = useTranslation('facility');
  return (
    <section aria-labelledby="facility-register-sign-in" className={NOTE}>
      <h2 id="facility-register-sign-in" className="text-2xl font-bold text-slate-900 dark:text-white">{t('register.signInFirst.title')}</h2>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('register.signInFirst.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={signInPath('register')} className={buttonClasses('primary')}>{t('register.signInFirst.register')}</Link>
        <Link to={signInPath()} className={buttonClasses('secondary')}>{t('register.signInFirst.signIn')}</Link>
      </div>
    </section>
  );
}

/**
 * The facilities this person manages, each with where it stands, and the form: at once for someone with
 * none, behind a button for a manager who has registered already (a second registration is rarely meant).
 */
function Registration({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('facility');
  const facilities = useMyFacilities(client, userId);
  const [registered, setRegistered] = useState<string | null>(null);
  const [another, setAnother] = useState(false);
  useFocusRegistered(registered, facilities.data);
  if (facilities.isPending) return <p role="status" className="text-lg">{t('register.loading')}</p>;
  const managed = (facilities.data ?? []).filter((facility) => facility.role === 'manager');
  const onRegistered = (id: string, name: string) => {
    setRegistered(id);
    setAnother(false);
    announce(t('register.registered', { name }));
  };
  return (
    <div className="space-y-8">
      {facilities.isError && (
        <p className="text-lg">
          {t('register.listFailed')}{' '}
          <Button variant="secondary" onClick={() => void facilities.refetch()}>{t('register.retry')}</Button>
        </p>
      )}
      {managed.map((facility) => (
        <FacilityStatusPanel key={facility.id} client={client} facility={facility} linkToFacilityPage />
      ))}
      {managed.length === 0 || another ? (
        <section aria-labelledby="facility-register-form" className="space-y-4">
          <h2 id="facility-register-form" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t(managed.length === 0 ? 'register.formHeading' : 'register.anotherHeading')}
          </h2>
          <RegistrationForm client={client} userId={userId} onRegistered={onRegistered} />
        </section>
      ) : (
        <Button variant="secondary" onClick={() => setAnother(true)}>{t('register.another')}</Button>
      )}
    </div>
  );
}

/** After a registration, focus goes to the new facility's status (its heading), once the list shows it. */
function useFocusRegistered(id: string | null, listed: unknown) {
  useEffect(() => {
    if (id === null) return;
    const heading = document.getElementById(`facility-status-${id}`);
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [id, listed]);
}
