import { describe, expect, it, vi } from 'vitest';
import { HeadsetStart, type HeadsetTransport } from './headset-start';

function setup() {
  const calls: string[] = [];
  const transport: HeadsetTransport = {
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    seek: (seconds) => calls.push(`seek ${seconds}`),
    resume: () => calls.push('resume'),
    rejoin: () => calls.push('rejoin'),
    pageHoldChanged: (held) => calls.push(held ? 'page holds' : 'page lets go'),
  };
  return { calls, start: new HeadsetStart(transport) };
}

describe('HeadsetStart', () => {
  it('holds the concert and starts it once the session is seen: from its beginning, or a live one at its edge (the transport knows which)', () => {
    const { calls, start } = setup();
    start.enter(true, () => new Promise(() => undefined));
    expect(calls).toEqual(['pause', 'seek 0']);
    start.visibilityChanged('hidden');
    expect(calls).toEqual(['pause', 'seek 0']);
    start.visibilityChanged('visible');
    expect(calls).toEqual(['pause', 'seek 0', 'rejoin']);
  });

  it('goes on with what was playing when the headset comes back from standby', () => {
    const { calls, start } = setup();
    start.enter(true, () => new Promise(() => undefined));
    start.visibilityChanged('visible');
    start.started();
    calls.length = 0;
    start.visibilityChanged('hidden');
    start.visibilityChanged('visible');
    expect(calls).toEqual(['resume']);
  });

  it('does not hold a headset that starts with its group', () => {
    const { calls, start } = setup();
    start.enter(false, () => new Promise(() => undefined));
    start.visibilityChanged('visible');
    expect(calls).toEqual(['resume']);
  });

  it('ignores a second Enter VR while one is under way', () => {
    const { start } = setup();
    const enter = vi.fn(() => new Promise<void>(() => undefined));
    expect(start.enter(true, enter)).toBe(true);
    expect(start.enter(true, enter)).toBe(false);
    expect(enter).toHaveBeenCalledTimes(1);
  });

  it('plays on the page when no session comes, or when it ends before it was seen', async () => {
    const failed = setup();
    failed.start.enter(true, () => Promise.reject(new Error('refused')));
    await vi.waitFor(() => expect(failed.calls).toEqual(['pause', 'seek 0', 'play']));

    const left = setup();
    left.start.enter(true, () => Promise.resolve());
    left.start.sessionChanged(true);
    left.start.sessionChanged(false);
    expect(left.calls).toEqual(['pause', 'seek 0', 'play']);
  });

  it('lets a press end the hold: the session then only resumes', () => {
    const { calls, start } = setup();
    start.enter(true, () => new Promise(() => undefined));
    start.started();
    start.visibilityChanged('visible');
    expect(calls).toEqual(['pause', 'seek 0', 'resume']);
  });

  describe('the page’s hold (a question before the concert)', () => {
    it('holds a concert on the page at its beginning, and starts it from there when the page lets go', () => {
      const { calls, start } = setup();
      start.hold(true);
      expect(calls).toEqual(['page holds', 'pause', 'seek 0']);
      start.hold(true);
      start.hold(false);
      expect(calls).toEqual(['page holds', 'pause', 'seek 0', 'page lets go', 'rejoin']);
    });

    it('in a headset, waits for both: the session seen and the page letting go, in either order', () => {
      const seenFirst = setup();
      seenFirst.start.hold(true);
      seenFirst.start.enter(true, () => new Promise(() => undefined));
      seenFirst.start.sessionChanged(true);
      seenFirst.start.visibilityChanged('visible');
      expect(seenFirst.calls).not.toContain('rejoin');
      expect(seenFirst.calls).not.toContain('resume');
      seenFirst.start.hold(false);
      expect(seenFirst.calls.filter((call) => call === 'rejoin')).toEqual(['rejoin']);

      const answeredFirst = setup();
      answeredFirst.start.enter(true, () => new Promise(() => undefined));
      answeredFirst.start.hold(true);
      answeredFirst.start.hold(false);
      expect(answeredFirst.calls).not.toContain('rejoin');
      answeredFirst.start.visibilityChanged('visible');
      expect(answeredFirst.calls.filter((call) => call === 'rejoin')).toEqual(['rejoin']);
    });

    it('does not resume a headset back from standby while the page holds', () => {
      const { calls, start } = setup();
      start.enter(false, () => new Promise(() => undefined));
      start.sessionChanged(true);
      start.visibilityChanged('visible');
      start.hold(true);
      calls.length = 0;
      start.visibilityChanged('hidden');
      start.visibilityChanged('visible');
      expect(calls).toEqual([]);
    });

    it('keeps holding when the session fails or ends before it was seen: the page has not let go', async () => {
      const failed = setup();
      failed.start.hold(true);
      failed.start.enter(true, () => Promise.reject(new Error('refused')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failed.calls).not.toContain('play');
      failed.start.hold(false);
      expect(failed.calls.at(-1)).toBe('rejoin');

      const left = setup();
      left.start.hold(true);
      left.start.enter(true, () => Promise.resolve());
      left.start.sessionChanged(true);
      left.start.sessionChanged(false);
      expect(left.calls).not.toContain('play');
    });

    it('ends with a press on play: letting go afterwards does not start the concert again', () => {
      const { calls, start } = setup();
      start.hold(true);
      start.started();
      expect(calls.at(-1)).toBe('page lets go');
      start.hold(false);
      expect(calls).not.toContain('rejoin');
    });
  });
});
