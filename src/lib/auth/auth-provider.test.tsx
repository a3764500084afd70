// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A stand-in for supabase-js's auth client: only what the provider touches. */
const fake = vi.hoisted(() => ({
  listeners: [] as Array<(event: string, session: unknown) => void>,
  unsubscribed: 0,
  client: null as unknown,
}));

vi.mock('@/lib/env', () => ({ HAS_BACKEND: true }));
vi.mock('@/lib/supabase/client', () => ({ loadSupabase: () => Promise.resolve(fake.client) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const { loading, user, event, client } = useAuth();
  return <p>{JSON.stringify({ loading, email: user?.email ?? null, event: event ?? null, client: client !== null })}</p>;
}

const session = { access_token: 'a', refresh_token: 'r', user: { email: 'ada@care.example' } } as unknown as Session;

describe('AuthProvider', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    fake.listeners = [];
    fake.unsubscribed = 0;
    fake.client = {
      auth: {
        onAuthStateChange: (listener: Listener) => {
          fake.listeners.push(listener as (event: string, session: unknown) => void);
          return { data: { subscription: { unsubscribe: () => (fake.unsubscribed += 1) } } };
        },
      },
    } as unknown as TuttiClient;
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));

  const shown = () => JSON.parse(container.textContent ?? '{}') as Record<string, unknown>;
  const emit = (event: AuthChangeEvent, value: Session | null) => act(() => fake.listeners.forEach((l) => l(event, value)));

  it('stays loading, even with the client loaded, until the first session event', async () => {
    await act(async () => root.render(<AuthProvider><Probe /></AuthProvider>));
    expect(fake.listeners).toHaveLength(1);
    expect(shown()).toEqual({ loading: true, email: null, event: null, client: true });
    emit('INITIAL_SESSION', null);
    expect(shown()).toEqual({ loading: false, email: null, event: 'INITIAL_SESSION', client: true });
  });

  it('mirrors later events: signed in, password recovery, signed out', async () => {
    await act(async () => root.render(<AuthProvider><Probe /></AuthProvider>));
    emit('SIGNED_IN', session);
    expect(shown()).toMatchObject({ loading: false, email: 'ada@care.example', event: 'SIGNED_IN' });
    emit('PASSWORD_RECOVERY', session);
    expect(shown()).toMatchObject({ event: 'PASSWORD_RECOVERY' });
    emit('SIGNED_OUT', null);
    expect(shown()).toMatchObject({ email: null, event: 'SIGNED_OUT' });
  });

  it('unsubscribes when it unmounts', async () => {
    await act(async () => root.render(<AuthProvider><Probe /></AuthProvider>));
    act(() => root.render(<p />));
    expect(fake.unsubscribed).toBe(1);
  });

  it('stops loading and reports "not configured" when there is no client', async () => {
    fake.client = null;
    await act(async () => root.render(<AuthProvider><Probe /></AuthProvider>));
    expect(shown()).toEqual({ loading: false, email: null, event: null, client: false });
  });
});
