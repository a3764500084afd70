// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityDetailsKey, type FacilityDetails } from '../page/facility-details';
import { useSetMoodCheck } from './set-mood-check';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const details = { id: 'f-1', name: 'De Linde', mood_check: true } as FacilityDetails;

/** A client whose set_mood_check waits for the test to answer it, and the calls it received. */
function pendingClient() {
  const calls: unknown[] = [];
  let answer: (reply: { error: unknown }) => void = () => undefined;
  const client = {
    rpc: (name: string, args: unknown) => {
      calls.push([name, args]);
      return new Promise<{ error: unknown }>((resolve) => (answer = resolve));
    },
  } as unknown as TuttiClient;
  return { client, calls, answer: (reply: { error: unknown }) => answer(reply) };
}

async function switchWith(client: TuttiClient) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queries.setQueryData(facilityDetailsKey('f-1'), details);
  let change: ReturnType<typeof useSetMoodCheck> | undefined;
  function Probe() {
    change = useSetMoodCheck(client, 'f-1');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<QueryClientProvider client={queries}><Probe /></QueryClientProvider>));
  const moodCheck = () => queries.getQueryData<FacilityDetails>(facilityDetailsKey('f-1'))?.mood_check;
  const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));
  return { turn: (enabled: boolean) => act(() => change?.mutate(enabled)), moodCheck, settle, unmount: () => act(() => root.unmount()) };
}

describe('turning the mood check off and on', () => {
  it('asks the database with the facility and the new state, and shows it at once', async () => {
    const { client, calls, answer } = pendingClient();
    const view = await switchWith(client);
    await view.turn(false);
    await view.settle();
    expect(calls).toEqual([['set_mood_check', { facility: 'f-1', enabled: false }]]);
    expect(view.moodCheck()).toBe(false);
    answer({ error: null });
    await view.settle();
    expect(view.moodCheck()).toBe(false);
    view.unmount();
  });

  it('puts the old state back when the database refuses', async () => {
    const { client, answer } = pendingClient();
    const view = await switchWith(client);
    await view.turn(false);
    await view.settle();
    expect(view.moodCheck()).toBe(false);
    answer({ error: { code: 'P0001', message: 'not_member' } });
    await view.settle();
    expect(view.moodCheck()).toBe(true);
    view.unmount();
  });
});
