import { describe, expect, it } from 'vitest';
import { adminAccess, type AdminAccessInput } from './admin-access';

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
