import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, hasRole, useAuth, type AuthState } from './auth-context';

function Probe() {
  const { configured } = useAuth();
  return <p>{String(configured)}</p>;
}

describe('useAuth', () => {
  it('throws exactly the SPEC message outside an AuthProvider', () => {
    expect(() => renderToString(<Probe />)).toThrowError(new Error('useAuth must be used within an AuthProvider'));
  });

  it('returns the nearest provider state', () => {
    const state: AuthState = { configured: true, loading: false, session: null, user: null, client: null };
    const html = renderToString(
      <AuthContext.Provider value={state}>
        <Probe />
      </AuthContext.Provider>,
    );
    expect(html).toBe('<p>true</p>');
  });
});

describe('hasRole (deprecated, SPEC section 6)', () => {
  it('returns false for every role, even admin, and warns that the server decides', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hasRole('admin')).toBe(false);
    expect(hasRole('user')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/deprecated.*server-side validation/i);
  });
});
