/**
 * The greetings the stage shows: approved ones, newest first, at most `keep`. A decision broadcast on
 * `concert:<id>:stage` adds one (approved) or takes it away (rejected: withdrawn after approval); the rows
 * read at start (`concert_greetings`, status 'approved') seed the list. Pure.
 */
import { type StageGreeting, stageGreetingSchema } from './stage-topics';

export interface ShownGreeting {
  id: string;
  message: string;
}

export const GREETINGS_KEPT = 12;

export function applyGreeting(list: readonly ShownGreeting[], event: StageGreeting, keep = GREETINGS_KEPT): ShownGreeting[] {
  const others = list.filter((shown) => shown.id !== event.greeting);
  if (event.status !== 'approved') return others;
  return [{ id: event.greeting, message: event.message }, ...others].slice(0, keep);
}

/** A broadcast from the network: applied when well-formed, ignored otherwise. */
export function applyGreetingPayload(list: readonly ShownGreeting[], payload: unknown, keep = GREETINGS_KEPT): readonly ShownGreeting[] {
  const parsed = stageGreetingSchema.safeParse(payload);
  return parsed.success ? applyGreeting(list, parsed.data, keep) : list;
}

/** The approved rows read at start, oldest first as the query orders them by created_at. */
export function greetingsFromRows(rows: readonly { id: string; message: string; status: string }[], keep = GREETINGS_KEPT): ShownGreeting[] {
  return rows
    .filter((row) => row.status === 'approved')
    .map((row) => ({ id: row.id, message: row.message }))
    .reverse()
    .slice(0, keep);
}
