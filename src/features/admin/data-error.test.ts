import { describe, expect, it } from 'vitest';
import { dataErrorKey, isWorthRetrying } from './data-error';

describe('dataErrorKey', () => {
  it('calls a refused privilege a denial', () => {
    expect(dataErrorKey({ status: 403, code: '42501' })).toBe('denied');
    expect(dataErrorKey({ status: 400, code: '42501' })).toBe('denied');
  });

  it('calls a refused token an ended session', () => {
    expect(dataErrorKey({ status: 401, code: 'PGRST301' })).toBe('sessionEnded');
    expect(dataErrorKey({ status: 401, code: '' })).toBe('sessionEnded');
  });

  it('tells an unreachable server from any other failure', () => {
    expect(dataErrorKey({ status: 0, code: '' })).toBe('network');
    expect(dataErrorKey({ status: 500, code: 'XX000' })).toBe('failed');
  });

  it('tells a request the site gave up on from one that never arrived', () => {
    expect(dataErrorKey({ status: 0, code: '', timedOut: true })).toBe('timeout');
  });

  it('retries only what may pass on its own', () => {
    expect(isWorthRetrying({ status: 0, timedOut: true })).toBe(true);
    expect(isWorthRetrying({ status: 0 })).toBe(true);
    expect(isWorthRetrying({ status: 502 })).toBe(true);
    expect(isWorthRetrying({ status: 403, code: '42501' })).toBe(false);
  });
});
