/**
 * The stage's two lists of greetings from what it knows: the rows read from `concert_greetings` (read again
 * now and then: a new greeting is not broadcast) and the decisions heard since (the database's 'greeting'
 * broadcasts, and the answers of this moderator's own decisions). The display shows the approved ones,
 * most recently approved first; the moderation list the pending ones, oldest first, less those being decided
 * here (optimistic: back in the list if the decision fails). Pure.
 */
import { GREETINGS_KEPT, type ShownGreeting } from './stage-greetings';
import { stageGreetingSchema } from './stage-topics';

export interface GreetingRow {
  id: string;
  message: string;
  status: string;
  created_at: string;
  decided_at: string | null;
}

export interface GreetingDecision {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Only with 'approved' from a broadcast; a moderator's own answer takes the row's. */
  message?: string;
  /** When it was heard (ms): the display's order. */
  at: number;
}

export interface PendingGreeting {
  id: string;
  message: string;
  sentAt: string;
}

export interface GreetingBoard {
  shown: ShownGreeting[];
  pending: PendingGreeting[];
}

/** A 'greeting' broadcast from the network, or null when it is out of shape. */
export function decisionFromBroadcast(payload: unknown, at: number): GreetingDecision | null {
  const parsed = stageGreetingSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { greeting, status } = parsed.data;
  return parsed.data.status === 'approved' ? { id: greeting, status, message: parsed.data.message, at } : { id: greeting, status, at };
}

const instant = (text: string | null) => (text === null ? 0 : Date.parse(text) || 0);

export function greetingBoard(rows: readonly GreetingRow[], decisions: readonly GreetingDecision[], deciding: ReadonlySet<string>, keep = GREETINGS_KEPT): GreetingBoard {
  const latest = new Map(decisions.map((decision) => [decision.id, decision]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const approved: { greeting: ShownGreeting; at: number }[] = [];
  for (const row of rows) {
    if (latest.has(row.id) || row.status !== 'approved') continue;
    approved.push({ greeting: { id: row.id, message: row.message }, at: instant(row.decided_at ?? row.created_at) });
  }
  for (const decision of latest.values()) {
    const message = decision.message ?? byId.get(decision.id)?.message;
    if (decision.status === 'approved' && message !== undefined) approved.push({ greeting: { id: decision.id, message }, at: decision.at });
  }
  const pending = rows
    .filter((row) => (latest.get(row.id)?.status ?? row.status) === 'pending' && !deciding.has(row.id))
    .sort((a, b) => instant(a.created_at) - instant(b.created_at))
    .map((row) => ({ id: row.id, message: row.message, sentAt: row.created_at }));
  return { shown: approved.sort((a, b) => b.at - a.at).slice(0, keep).map((entry) => entry.greeting), pending };
}
