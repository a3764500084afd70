import { useEffect, useRef, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { readInvitationLink, withoutLink, type InvitationLink } from './invitation-link';

export type LinkState = 'none' | 'pending' | 'failed';

/**
 * Signs in with the invitation link /facility was opened with (invitation-link.ts), once the client is there.
 * The address is read at the first render; once used, what the link brought leaves the address bar.
 */
export function useInvitationLink(client: TuttiClient | null): LinkState {
  const link = useRef<InvitationLink>(readInvitationLink(new URL(window.location.href)));
  const [state, setState] = useState<LinkState>(link.current.kind === 'none' ? 'none' : 'pending');

  useEffect(() => {
    const opened = link.current;
    if (client === null || opened.kind === 'none') return;
    link.current = { kind: 'none' };
    window.history.replaceState(window.history.state, '', withoutLink(new URL(window.location.href)));
    if (opened.kind === 'failed') return setState('failed');
    const signIn =
      opened.kind === 'tokens'
        ? client.auth.setSession({ access_token: opened.accessToken, refresh_token: opened.refreshToken })
        : client.auth.verifyOtp({ token_hash: opened.tokenHash, type: opened.type });
    void signIn
      .then(({ error }) => setState(error ? 'failed' : 'none'))
      .catch(() => setState('failed'));
  }, [client]);

  return state;
}
