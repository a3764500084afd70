import { useQuery } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { AccessNotice } from './access-notice';
import { adminAccess } from './admin-access';
import { assuranceLevelQuery } from './admin-queries';
import type { AdminTable } from './admin-tables';
import { AdminTabs, tabId } from './admin-tabs';
import { PanelMessage } from './panel-message';
import { TablePanel } from './table-panel';

/** /admin: the form tables for the team. Who may read them is decided by the database, not by this page. */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{t('title')}</h1>
        <p className="max-w-3xl text-xl text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      <Gate />
    </div>
  );
}

function Gate() {
  const { t } = useTranslation('admin');
  const { configured, loading, session, client } = useAuth();
  if (!configured) return <NoBackendNotice />;
  if (loading || client === null) return <PanelMessage>{t('loading')}</PanelMessage>;
  if (session === null) return <AccessNotice reason="signedOut" />;
  return <SignedInGate client={client} session={session} />;
}

function SignedInGate({ client, session }: { client: TuttiClient; session: Session }) {
  const { t } = useTranslation('admin');
  const assurance = useQuery(assuranceLevelQuery(client, session.user.id, session.access_token));
  const access = adminAccess({
    configured: true,
    loading: false,
    signedIn: true,
    appMetadata: session.user.app_metadata,
    // A level that cannot be read counts as the lower one: the page then asks for the second factor.
    aal: assurance.isError ? null : assurance.data,
  });
  if (access === 'granted') return <Tables client={client} session={session} />;
  if (access === 'notAdmin' || access === 'needsSecondFactor') return <AccessNotice reason={access} />;
  return <PanelMessage>{t('loading')}</PanelMessage>;
}

function Tables({ client, session }: { client: TuttiClient; session: Session }) {
  const panelId = useId();
  const [table, setTable] = useState<AdminTable>('bookings');
  return (
    <div className="space-y-4">
      <AdminTabs selected={table} onSelect={setTable} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, table)} tabIndex={0} className="focus-visible:outline-3 focus-visible:outline-offset-4">
        <TablePanel key={table} client={client} userId={session.user.id} table={table} />
      </div>
    </div>
  );
}
