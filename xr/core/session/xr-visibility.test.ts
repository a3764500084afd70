import { describe, expect, it, vi } from 'vitest';
import { watchXrVisibility, type XrVisibility } from './xr-visibility';

class FakeSession extends EventTarget {
  visibilityState: XrVisibility = 'hidden';
  become(state: XrVisibility) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('watchXrVisibility', () => {
  it('reports the visibility at once, then every change, until stopped', () => {
    const session = new FakeSession();
    const report = vi.fn();
    const stop = watchXrVisibility(session, report);
    expect(report.mock.calls).toEqual([['hidden']]);
    session.become('visible');
    session.become('visible-blurred');
    stop();
    session.become('visible');
    expect(report.mock.calls).toEqual([['hidden'], ['visible'], ['visible-blurred']]);
  });
});
