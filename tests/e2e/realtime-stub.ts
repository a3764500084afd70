import type { BrowserContext, WebSocketRoute } from '@playwright/test';

/**
 * Supabase Realtime is a third party: group-session tests answer the pages' WebSockets here, at the network
 * edge, speaking what supabase-js's Realtime client speaks (Phoenix Channels, serializer 2.0.0: JSON arrays
 * `[join_ref, ref, topic, event, payload]`, and client broadcasts as binary 'user broadcast push' frames).
 * One relay is shared by every browser context of a test, so it carries broadcasts and presence between
 * the facilitator and the headsets, with a delay per message when asked (FIFO per connection, as one
 * WebSocket is). It keeps nothing of the product: it only passes messages on, as the server does.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Message = [string | null, string | null, string, string, Json];

interface Join {
  joinRef: string;
  presenceKey: string;
  presence: boolean;
}

interface Connection {
  client: string;
  ws: WebSocketRoute;
  joins: Map<string, Join>;
  /** When the last message to this connection is delivered (keeps them in order under jitter). */
  deliverAt: number;
  open: boolean;
}

export interface Broadcast {
  from: string;
  topic: string;
  event: string;
  payload: Json;
}

export interface RelayOptions {
  /** One-way delay (ms) for each message the relay sends to a page: network and server together. */
  delayMs?: () => number;
  /** Whether a client (its access token's claims) may join this topic: Realtime Authorization's answer. */
  mayJoin?: (topic: string, claims: Record<string, unknown>) => boolean;
  /** Whether a client may broadcast on this topic over HTTP (Realtime Authorization's write check). */
  maySend?: (topic: string, claims: Record<string, unknown>) => boolean;
}

const REALTIME = /\/realtime\/v1\/websocket/;
const USER_BROADCAST_PUSH = 3;

function claimsOf(token: unknown): Record<string, unknown> {
  if (typeof token !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A binary 'user broadcast push' frame: header lengths, then join_ref, ref, topic, event, metadata, payload. */
function decodeBroadcastPush(frame: Buffer): { topic: string; event: string; payload: Json } | null {
  if (frame[0] !== USER_BROADCAST_PUSH) return null;
  const [joinRefLength, refLength, topicLength, eventLength, metaLength] = [1, 2, 3, 4, 5].map((at) => frame.readUInt8(at)) as [number, number, number, number, number];
  let offset = 7 + joinRefLength + refLength;
  const topic = frame.subarray(offset, (offset += topicLength)).toString('utf8');
  const event = frame.subarray(offset, (offset += eventLength)).toString('utf8');
  offset += metaLength;
  return { topic, event, payload: JSON.parse(frame.subarray(offset).toString('utf8')) as Json };
}

export class RealtimeRelay {
  readonly broadcasts: Broadcast[] = [];
  private readonly connections = new Set<Connection>();
  /** Owner null: a presence `trackAs` put there for a client the test simulates without a page. */
  private readonly presence = new Map<string, Map<string, { meta: Json; ref: string; owner: Connection | null }>>();
  private readonly cutOff = new Set<string>();
  private refs = 0;

  constructor(private readonly options: RelayOptions = {}) {}

  /** Every page of this context reaches the relay, named `client` in its records. */
  async attach(context: BrowserContext, client: string): Promise<void> {
    await context.routeWebSocket(REALTIME, (ws) => this.connect(ws, client));
  }

  /** The client's network drops: its sockets close and it cannot reconnect until `restore`. */
  cut(client: string): void {
    this.cutOff.add(client);
    for (const connection of [...this.connections]) {
      if (connection.client !== client) continue;
      // The server sees the connection go as the page does (onClose does not fire for a close from this side).
      this.drop(connection);
      void connection.ws.close({ code: 1006, reason: 'network down' }).catch(() => undefined);
    }
  }

  restore(client: string): void {
    this.cutOff.delete(client);
  }

  /** What `client`'s pages have tracked on `topic` now. */
  present(topic: string): Json[] {
    return [...(this.presence.get(topic)?.values() ?? [])].map((entry) => entry.meta);
  }

  /** How many connections have joined `topic` now (a test waits for a page to be listening). */
  joined(topic: string): number {
    return [...this.connections].filter((connection) => connection.joins.has(topic)).length;
  }

  /**
   * What the database's `realtime.send` does: a broadcast on `topic` from no client, to every connection joined
   * to it (recorded as from 'database').
   */
  serverSend(topic: string, event: string, payload: Json): void {
    this.broadcasts.push({ from: 'database', topic, event, payload });
    for (const connection of this.connections) if (connection.joins.has(topic)) this.send(connection, [null, null, topic, 'broadcast', { type: 'broadcast', event, payload }]);
  }

  /**
   * Realtime's HTTP broadcast API (supabase-js `channel.httpSend`): the sender need not join, Realtime
   * Authorization checks only that it may write (`maySend`), and every connection joined to the topic receives
   * it. Answered as Realtime answers: 202 accepted, 401 without a token, 403 refused.
   */
  httpBroadcast(from: string, topic: string, event: string, payload: Json, token: string | undefined): number {
    if (!token) return 401;
    if (this.options.maySend && !this.options.maySend(topic, claimsOf(token))) return 403;
    this.broadcasts.push({ from, topic, event, payload });
    for (const connection of this.connections) if (connection.joins.has(topic)) this.send(connection, [null, null, topic, 'broadcast', { type: 'broadcast', event, payload }]);
    return 202;
  }

  /** A presence tracked under `key` by a client the test simulates without a page (e.g. one of many rooms). */
  trackAs(topic: string, key: string, meta: Json): void {
    const entries = this.presence.get(topic) ?? new Map();
    this.presence.set(topic, entries);
    const before = entries.get(key);
    const ref = `ref-${++this.refs}`;
    entries.set(key, { meta, ref, owner: null });
    const metas = (entry: { meta: Json; ref: string }) => ({ metas: [{ ...(entry.meta as Record<string, Json>), phx_ref: entry.ref }] });
    this.diff(topic, { [key]: metas({ meta, ref }) }, before ? { [key]: metas(before) } : {});
  }

  /** The simulated client leaves: its presence under `key` goes. */
  untrackAs(topic: string, key: string): void {
    const entry = this.presence.get(topic)?.get(key);
    if (!entry) return;
    this.presence.get(topic)?.delete(key);
    this.diff(topic, {}, { [key]: { metas: [{ ...(entry.meta as Record<string, Json>), phx_ref: entry.ref }] } });
  }

  private connect(ws: WebSocketRoute, client: string): void {
    if (this.cutOff.has(client)) {
      void ws.close({ code: 1006, reason: 'network down' });
      return;
    }
    const connection: Connection = { client, ws, joins: new Map(), deliverAt: 0, open: true };
    this.connections.add(connection);
    ws.onMessage((message) => {
      if (typeof message === 'string') this.receive(connection, JSON.parse(message) as Message);
      else {
        const push = decodeBroadcastPush(message);
        if (push) this.relay(connection, push.topic, push.event, push.payload);
      }
    });
    ws.onClose(() => this.drop(connection));
  }

  private receive(connection: Connection, [joinRef, ref, topic, event, payload]: Message): void {
    const ok = (response: Json = {}) => this.send(connection, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
    const body = (payload ?? {}) as Record<string, Json>;
    if (event === 'heartbeat' || event === 'access_token') return ok();
    if (event === 'phx_join') return this.join(connection, joinRef ?? '', ref, topic, body);
    if (event === 'phx_leave') {
      this.leave(connection, topic);
      return ok();
    }
    if (event === 'presence' && body.event === 'track') {
      ok();
      return this.track(connection, topic, body.payload ?? {});
    }
    if (event === 'presence' && body.event === 'untrack') {
      ok();
      return this.untrack(connection, topic);
    }
    if (event === 'broadcast' && typeof body.event === 'string') return this.relay(connection, topic, body.event, body.payload ?? null);
  }

  private join(connection: Connection, joinRef: string, ref: string | null, topic: string, body: Record<string, Json>): void {
    const config = (body.config ?? {}) as { presence?: { key?: string; enabled?: boolean } };
    if (this.options.mayJoin && !this.options.mayJoin(topic, claimsOf(body.access_token))) {
      return this.send(connection, [joinRef, ref, topic, 'phx_reply', { status: 'error', response: { reason: 'Unauthorized: You do not have permissions to read from this Channel topic' } }]);
    }
    const presenceKey = config.presence?.key || `key-${++this.refs}`;
    connection.joins.set(topic, { joinRef, presenceKey, presence: config.presence?.enabled === true });
    this.send(connection, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
    this.send(connection, [joinRef, null, topic, 'presence_state', this.stateOf(topic)]);
  }

  private stateOf(topic: string): Json {
    const state: Record<string, Json> = {};
    for (const [key, entry] of this.presence.get(topic) ?? []) state[key] = { metas: [{ ...(entry.meta as Record<string, Json>), phx_ref: entry.ref }] };
    return state;
  }

  private track(connection: Connection, topic: string, meta: Json): void {
    const join = connection.joins.get(topic);
    if (!join) return;
    const entries = this.presence.get(topic) ?? new Map();
    this.presence.set(topic, entries);
    const before = entries.get(join.presenceKey);
    const ref = `ref-${++this.refs}`;
    entries.set(join.presenceKey, { meta, ref, owner: connection });
    const metas = (entry: { meta: Json; ref: string }) => ({ metas: [{ ...(entry.meta as Record<string, Json>), phx_ref: entry.ref }] });
    this.diff(topic, { [join.presenceKey]: metas({ meta, ref }) }, before ? { [join.presenceKey]: metas(before) } : {});
  }

  private untrack(connection: Connection, topic: string): void {
    const join = connection.joins.get(topic);
    const entries = this.presence.get(topic);
    const entry = join && entries?.get(join.presenceKey);
    if (!join || !entries || !entry || entry.owner !== connection) return;
    entries.delete(join.presenceKey);
    this.diff(topic, {}, { [join.presenceKey]: { metas: [{ ...(entry.meta as Record<string, Json>), phx_ref: entry.ref }] } });
  }

  private diff(topic: string, joins: Record<string, Json>, leaves: Record<string, Json>): void {
    for (const other of this.connections) {
      const join = other.joins.get(topic);
      if (join) this.send(other, [join.joinRef, null, topic, 'presence_diff', { joins, leaves }]);
    }
  }

  private relay(from: Connection, topic: string, event: string, payload: Json): void {
    if (!from.joins.has(topic)) return;
    this.broadcasts.push({ from: from.client, topic, event, payload });
    for (const other of this.connections)
      if (other !== from && other.joins.has(topic)) this.send(other, [null, null, topic, 'broadcast', { type: 'broadcast', event, payload }]);
  }

  private leave(connection: Connection, topic: string): void {
    this.untrack(connection, topic);
    connection.joins.delete(topic);
  }

  private drop(connection: Connection): void {
    if (!connection.open) return;
    connection.open = false;
    for (const topic of [...connection.joins.keys()]) this.leave(connection, topic);
    this.connections.delete(connection);
  }

  private send(connection: Connection, message: Message): void {
    const text = JSON.stringify(message);
    const delay = this.options.delayMs?.() ?? 0;
    if (delay <= 0 && connection.deliverAt <= Date.now()) {
      if (connection.open) connection.ws.send(text);
      return;
    }
    const at = Math.max(connection.deliverAt, Date.now() + delay);
    connection.deliverAt = at;
    setTimeout(() => connection.open && connection.ws.send(text), at - Date.now());
  }
}
