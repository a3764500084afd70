import { describe, expect, it } from 'vitest';
import { stageAccess, type StageAccessInput } from './stage-access';

const host: StageAccessInput = { signedIn: true, anonymous: false, admin: false, aal: 'aal1', roles: ['host'] };

describe('stageAccess', () => {
  it('lets a holder of the concert’s artist or host role in, whatever their assurance level', () => {
    expect(stageAccess(host)).toBe('granted');
    expect(stageAccess({ ...host, roles: ['artist'], aal: undefined })).toBe('granted');
  });

  it('asks a signed-out visitor to sign in', () => {
    expect(stageAccess({ ...host, signedIn: false, roles: undefined })).toBe('signedOut');
  });

  it('turns away an anonymous sign-in (a headset) even if a role row named it', () => {
    expect(stageAccess({ ...host, anonymous: true })).toBe('notYours');
  });

  it('turns away a signed-in person without a role of this concert', () => {
    expect(stageAccess({ ...host, roles: [] })).toBe('notYours');
  });

  it('waits for the roles before deciding', () => {
    expect(stageAccess({ ...host, roles: undefined })).toBe('loading');
  });

  it('lets an admin in with a second factor only', () => {
    const admin = { ...host, admin: true, roles: [] };
    expect(stageAccess({ ...admin, aal: 'aal2' })).toBe('granted');
    expect(stageAccess({ ...admin, aal: 'aal1' })).toBe('needsSecondFactor');
    expect(stageAccess({ ...admin, aal: null })).toBe('needsSecondFactor');
    expect(stageAccess({ ...admin, aal: undefined })).toBe('loading');
  });
});
