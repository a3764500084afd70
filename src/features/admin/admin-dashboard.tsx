import type { Session } from '@supabase/supabase-js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { AdminFrame } from './admin-frame';
import { AdminMoodSection } from './admin-mood-section';
import { AdminTabs, tabId, type AdminTab } from './admin-tabs';
import { FacilityAdminPanel } from './facility-admin-panel';
import { TablePanel } from './table-panel';

/**
 * /admin: the form tables for the team, then the residents' mood across facilities. Who may read them is decided
 * by the database, not by this page.
 */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame section="submissions" title={t('title')} intro={t('intro')}>
      {({ client, session }) => (
        <div className="space-y-10">
          <Tables client={client} session={session} />
          <AdminMoodSection client={client} userId={session.user.id} />
        </div>
      )}
    </AdminFrame>
  );
}

function Tables({ client, session }: { client: TuttiClient; session: Session }) {
  const panelId = useId();
  const [table, setTable] = useState<AdminTab>('bookings');
  return (
    <div className="space-y-4">
      <AdminTabs selected={table} onSelect={setTable} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, table)} tabIndex={0} className="focus-visible:outline-3 focus-visible:outline-offset-4">
        {table === 'facilities' ? (
          <FacilityAdminPanel client={client} userId={session.user.id} />
        ) : (
          <TablePanel key={table} client={client} userId={session.user.id} table={table} />
        )}
      </div>
    </div>
  );
}
