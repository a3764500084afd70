// @vitest-environment jsdom
/** A live concert in the flat controls (issue 24, point 3): the badge, 'Back to live', and the word while it waits. */
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../core/live';
import { PlayerControls } from './player-controls';
import { PlayerStatus } from './player-status';
import { click, fakePlayer, flatSnapshot, keyLabels, mount, unmountAll } from './test-support';

afterEach(unmountAll);

const AT_EDGE: LiveState = { kind: 'live', lowLatency: false, atEdge: true, behindSeconds: 0, canRewind: false, waiting: false, ended: false };

function controls(live: LiveState | null, following = false) {
  const player = fakePlayer();
  const { host } = mount(
    <PlayerControls
      player={player}
      snapshot={{ ...flatSnapshot({ duration: Number.POSITIVE_INFINITY }), live, following }}
      labels={keyLabels}
      fullscreen={{ supported: false, active: false, toggle: () => {} }}
      motion={{ available: false, status: 'off', toggle: () => {} }}
      vr={null}
      eyes={null}
      onRecenter={() => {}}
    />,
  );
  const buttons = () => [...host.querySelectorAll('button')].map((button) => button.textContent);
  const backToLive = () => [...host.querySelectorAll('button')].find((button) => button.textContent === 'backToLive');
  return { host, player, buttons, backToLive };
}

describe('PlayerControls: a live concert', () => {
  it('says Live beside Play at the edge, offers no way back there, and no timeline', () => {
    const { host, backToLive } = controls(AT_EDGE);
    expect(host.textContent).toContain('live');
    expect(host.querySelector('[data-at-edge="true"]')).not.toBeNull();
    expect(backToLive()).toBeUndefined();
    expect(host.querySelector('input[type="range"][aria-label="timeline"]')).toBeNull();
  });

  it('offers Back to live once playback is behind, and asks the engine to go there', () => {
    const { player, backToLive } = controls({ ...AT_EDGE, atEdge: false, behindSeconds: 12 });
    const button = backToLive();
    expect(button).toBeDefined();
    if (button) click(button);
    expect(player.backToLive).toHaveBeenCalledOnce();
  });

  it('leaves the way back to the facilitator in a group session', () => {
    expect(controls({ ...AT_EDGE, atEdge: false }, true).backToLive()?.disabled).toBe(true);
  });

  it('shows nothing of live for a recording or once the stream has ended', () => {
    for (const live of [null, { ...AT_EDGE, ended: true, atEdge: false }]) {
      const { host, backToLive } = controls(live);
      expect(host.querySelector('[data-at-edge]')).toBeNull();
      expect(backToLive()).toBeUndefined();
      unmountAll();
    }
  });
});

describe('PlayerStatus: a live stream that waits', () => {
  it('says the concert will continue, in its polite live region, instead of Buffering', () => {
    const { host } = mount(<PlayerStatus state="buffering" error={null} labels={keyLabels} liveWaiting onRetry={() => {}} />);
    const status = host.querySelector('[role="status"]');
    expect(status?.textContent).toBe('liveWaiting');
    expect(status?.className).not.toContain('sr-only');
  });

  it('says the usual status otherwise', () => {
    const { host } = mount(<PlayerStatus state="buffering" error={null} labels={keyLabels} onRetry={() => {}} />);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('status');
  });
});
