// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { adminAccess, useSignedInAdminAccess, type AdminAccessInput } from './admin-access';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin: AdminAccessInput = { configured: true, loading: false, signedIn: true, appMetadata: { role: 'admin' }, aal: 'aal2' };

describe('adminAccess', () => {
  it('grants an admin whose session passed a second factor', () => {
    expect(adminAccess(admin)).toBe('granted');
  });

  it('asks an admin with only a password for the second factor', () => {
    expect(adminAccess({ ...admin, aal: 'aal1' })).toBe('needsSecondFactor');
    expect(adminAccess({ ...admin, aal: null })).toBe('needsSecondFactor');
  });

  it('turns away anyone without the admin role in app_metadata', () => {
    expect(adminAccess({ ...admin, appMetadata: { provider: 'email' } })).toBe('notAdmin');
    expect(adminAccess({ ...admin, appMetadata: undefined })).toBe('notAdmin');
    expect(adminAccess({ ...admin, appMetadata: { role: 'Admin' } })).toBe('notAdmin');
  });

  it('asks to sign in, waits for the session, or says there is no backend', () => {
    expect(adminAccess({ ...admin, signedIn: false })).toBe('signedOut');
    expect(adminAccess({ ...admin, loading: true })).toBe('loading');
    expect(adminAccess({ ...admin, aal: undefined })).toBe('loading');
    expect(adminAccess({ ...admin, configured: false })).toBe('noBackend');
  });
});

/** A stand-in for supabase-js's auth client: only the assurance call the gate makes. */
function clientAnswering(answer: { data: unknown; error: unknown }): TuttiClient {
  return { auth: { mfa: { getAuthenticatorAssuranceLevel: () => Promise.resolve(answer) } } } as unknown as TuttiClient;
}

const session = (role: string) => ({ access_token: 'token', user: { id: 'u1', app_metadata: { role } } }) as unknown as Session;

async function gateOf(client: TuttiClient, who: Session): Promise<string[]> {
  const seen: string[] = [];
  function Probe() {
    seen.push(useSignedInAdminAccess(client, who));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root.render(<QueryClientProvider client={queries}><Probe /></QueryClientProvider>));
  // The query settles a few ticks later; the gate shows what it answered.
  await act(() => new Promise((settle) => setTimeout(settle, 20)));
  act(() => root.unmount());
  return seen;
}

describe('useSignedInAdminAccess (the shared assurance query)', () => {
  it('waits for the level, then grants an admin at aal2', async () => {
    const seen = await gateOf(clientAnswering({ data: { currentLevel: 'aal2', nextLevel: 'aal2' }, error: null }), session('admin'));
    expect(seen[0]).toBe('loading');
    expect(seen.at(-1)).toBe('granted');
  });

  it('asks for the second factor at aal1, or when the level cannot be read', async () => {
    expect((await gateOf(clientAnswering({ data: { currentLevel: 'aal1', nextLevel: 'aal2' }, error: null }), session('admin'))).at(-1)).toBe('needsSecondFactor');
    const refused = clientAnswering({ data: null, error: { name: 'AuthApiError', status: 403, code: 'bad_jwt' } });
    expect((await gateOf(refused, session('admin'))).at(-1)).toBe('needsSecondFactor');
  });

  it('turns away a signed-in person without the admin role', async () => {
    expect((await gateOf(clientAnswering({ data: { currentLevel: 'aal2', nextLevel: 'aal2' }, error: null }), session('user'))).at(-1)).toBe('notAdmin');
  });
});
