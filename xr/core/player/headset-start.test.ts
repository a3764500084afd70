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
});
