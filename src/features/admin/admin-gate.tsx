import type { Session } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { AccessNotice } from './access-notice';
import { useSignedInAdminAccess } from './admin-access';
import { PanelMessage } from './panel-message';

/** What every admin screen works with once the gate has let the person through. */
export interface AdminSession {
  client: TuttiClient;
  session: Session;
}

/**
 * Shows `children` to a signed-in admin with a second factor, and to anyone else why not. A courtesy:
 * the database's row-level security refuses every read and write of the others anyway.
 */
export function AdminGate({ children }: { children: (admin: AdminSession) => ReactNode }) {
  const { t } = useTranslation('admin');
  const { configured, loading, session, client } = useAuth();
  if (!configured) return <NoBackendNotice />;
  if (loading || client === null) return <PanelMessage>{t('loading')}</PanelMessage>;
  if (session === null) return <AccessNotice reason="signedOut" />;
  return <SignedInGate client={client} session={session}>{children}</SignedInGate>;
}

function SignedInGate({ client, session, children }: AdminSession & { children: (admin: AdminSession) => ReactNode }) {
  const { t } = useTranslation('admin');
  // The one assurance query (src/lib/auth), shared with the security dashboard.
  const access = useSignedInAdminAccess(client, session);
  if (access === 'granted') return children({ client, session });
  if (access === 'notAdmin' || access === 'needsSecondFactor') return <AccessNotice reason={access} />;
  return <PanelMessage>{t('loading')}</PanelMessage>;
}
