/**
 * One of a group session's Realtime channels, typed by the events it carries. It is private (Realtime
 * Authorization decides who may join, read and send: supabase/migrations/20261125000100_group_sessions.sql),
 * parses every message it receives, keeps its presence tracked across reconnects, and reports whether it
 * is live. supabase-js rejoins by itself after the network comes back; this only says so.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

type Schemas = Record<string, z.ZodType>;
export type LinkStatus = 'connecting' | 'live' | 'reconnecting' | 'denied';

export interface SessionTopic<E extends Schemas> {
  readonly status: LinkStatus;
  /** Sent only while live: a message queued for later would arrive out of date. */
  send<K extends keyof E & string>(event: K, payload: z.infer<E[K]>): boolean;
  on<K extends keyof E & string>(event: K, handler: (payload: z.infer<E[K]>) => void): () => void;
  /** This tab's presence, tracked again whenever the channel rejoins. */
  track(meta: Record<string, unknown>): void;
  /** Every tracked meta on the channel now (parse them: they are outside data). */
  present(): unknown[];
  onPresence(handler: () => void): () => void;
  onStatus(handler: (status: LinkStatus) => void): () => void;
  close(): void;
}

/** Realtime refuses a private channel the policies do not allow with an 'Unauthorized' reason. */
const isDenial = (error: Error | undefined) => /unauthori[sz]ed|not allowed|forbidden/i.test(`${error?.message ?? ''} ${JSON.stringify(error?.cause ?? '')}`);

export function openSessionTopic<E extends Schemas>(client: TuttiClient, topic: string, schemas: E, presenceKey: string): SessionTopic<E> {
  const channel: RealtimeChannel = client.channel(topic, { config: { private: true, broadcast: { self: false }, presence: { key: presenceKey } } });
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const presenceHandlers = new Set<() => void>();
  const statusHandlers = new Set<(status: LinkStatus) => void>();
  let status: LinkStatus = 'connecting';
  let tracked: Record<string, unknown> | null = null;

  const setStatus = (next: LinkStatus) => {
    if (next === status) return;
    status = next;
    for (const handler of statusHandlers) handler(next);
  };

  channel.on('broadcast', { event: '*' }, ({ event, payload }: { event: string; payload: unknown }) => {
    const parsed = schemas[event]?.safeParse(payload);
    if (!parsed?.success) return;
    for (const handler of handlers.get(event) ?? []) handler(parsed.data);
  });
  channel.on('presence', { event: 'sync' }, () => {
    for (const handler of presenceHandlers) handler();
  });

  const subscribe = async () => {
    // A private channel is joined with the person's access token, which supabase-js must hold first.
    await client.realtime.setAuth();
    channel.subscribe((state, error) => {
      if (state === 'SUBSCRIBED') {
        setStatus('live');
        if (tracked) void channel.track(tracked);
      } else if (state === 'CHANNEL_ERROR' && isDenial(error)) setStatus('denied');
      else if (status !== 'denied') setStatus('reconnecting');
    });
  };
  void subscribe();

  return {
    get status() {
      return status;
    },
    send(event, payload) {
      if (status !== 'live') return false;
      void channel.send({ type: 'broadcast', event, payload });
      return true;
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const listener = handler as (payload: unknown) => void;
      set.add(listener);
      return () => set.delete(listener);
    },
    track(meta) {
      tracked = meta;
      if (status === 'live') void channel.track(meta);
    },
    present() {
      return Object.values(channel.presenceState()).flat();
    },
    onPresence(handler) {
      presenceHandlers.add(handler);
      return () => presenceHandlers.delete(handler);
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    close() {
      handlers.clear();
      presenceHandlers.clear();
      statusHandlers.clear();
      void client.removeChannel(channel);
    },
  };
}

export const controlTopic = (sessionId: string) => `session:${sessionId}`;
export const membersTopic = (sessionId: string) => `session:${sessionId}:members`;
