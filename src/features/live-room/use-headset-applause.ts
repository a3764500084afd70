/** A headset's applause in a room watching a live concert: each clap, within its allowance, to the facilitator. */
import { useCallback } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { sendClap } from './send-clap';
import { useApplause, type Applause } from './use-applause';

export function useHeadsetApplause(client: TuttiClient, sessionId: string): Applause {
  const send = useCallback(() => sendClap(client, sessionId), [client, sessionId]);
  return useApplause(send);
}
