/**
 * A viewer's clap, sent to its room's facilitator on `session:<id>:applause` with Realtime's HTTP broadcast
 * (`httpSend`): the headset may send there but not read, so it never joins the topic and never hears anyone
 * else's applause (stage-topics.ts, and the migration's header, say why).
 */
import type { TuttiClient } from '@/lib/supabase/client';
import { roomApplauseTopic, type Clap } from './stage-topics';

const CLAP: Clap = { claps: 1 };

/** Resolves once Realtime took it (202); rejects when it refused or could not be reached. */
export async function sendClap(client: TuttiClient, sessionId: string): Promise<void> {
  // httpSend carries the access token supabase-js holds for Realtime: the policies decide on it.
  await client.realtime.setAuth();
  const channel = client.channel(roomApplauseTopic(sessionId), { config: { private: true } });
  try {
    await channel.httpSend('clap', CLAP);
  } finally {
    void client.removeChannel(channel);
  }
}
