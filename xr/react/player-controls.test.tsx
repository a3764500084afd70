// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuAction } from '../core/gaze/menu-actions';
import type { PlayerState } from '../core/media/player-state';
import { PlayerControls } from './player-controls';
import { click, fakePlayer, flatSnapshot, keyLabels, mount, typeValue, unmountAll, type FlatSnapshot } from './test-support';

afterEach(unmountAll);

/** The controls as drawn for `snapshot`, with no full screen, motion, VR or stereo. */
function controls(change: Partial<FlatSnapshot> = {}, disabled: readonly MenuAction[] = []) {
  const player = fakePlayer(disabled);
  const { host } = mount(
    <PlayerControls
      player={player}
      snapshot={flatSnapshot(change)}
      labels={keyLabels}
      fullscreen={{ supported: false, active: false, toggle: () => {} }}
      motion={{ available: false, status: 'off', toggle: () => {} }}
      vr={null}
      eyes={null}
      onRecenter={() => {}}
    />,
  );
  const button = (label: string) => {
    const found = [...host.querySelectorAll('button')].find((element) => element.textContent === label);
    if (!found) throw new Error(`no button ${label}`);
    return found;
  };
  const slider = (label: string) => {
    const found = host.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
    if (!found) throw new Error(`no slider ${label}`);
    return found;
  };
  return { host, player, button, slider };
}

const playButton = (state: PlayerState) => controls({ state }).host.querySelectorAll('button')[0];

describe('PlayerControls: the play/pause button', () => {
  it('offers Pause only while playback runs (playing or buffering)', () => {
    for (const state of ['playing', 'buffering'] as const) expect(playButton(state)?.textContent, state).toBe('pause');
    for (const state of ['ready', 'paused', 'ended'] as const) expect(playButton(state)?.textContent, state).toBe('play');
  });

  it('never reads Pause over a failed player: it offers Play, disabled, and Retry is the way on', () => {
    const button = playButton('error');
    expect(button?.textContent).toBe('play');
    expect(button?.disabled).toBe(true);
  });

  it('is disabled while the engine says play cannot act (a live concert held before its stream: it starts by itself)', () => {
    const { button } = controls({ state: 'idle' }, ['play-pause']);
    expect(button('play').disabled).toBe(true);
  });

  it('asks the engine to toggle', () => {
    const { button, player } = controls();
    click(button('pause'));
    expect(player.togglePlay).toHaveBeenCalledOnce();
  });
});

describe('PlayerControls: the timeline', () => {
  it('comes first, on a row of its own, and names its value as elapsed of total', () => {
    const { host, slider } = controls();
    const timeline = slider('timeline');
    expect(host.querySelector('input, button, select')).toBe(timeline);
    expect(timeline.getAttribute('aria-valuetext')).toBe('1:05 of 3:00');
    expect(timeline.max).toBe('180');
    expect(timeline.value).toBe('65');
    expect(timeline.parentElement?.textContent).toBe('1:053:00');
    expect(timeline.parentElement?.className).toContain('basis-full');
  });

  it('moves the concert where the person drags it', () => {
    const { slider, player } = controls();
    typeValue(slider('timeline'), '120');
    expect(player.seek).toHaveBeenCalledWith(120);
  });

  it('is disabled until the length is known, and absent for a live stream', () => {
    expect(controls({ duration: Number.NaN, time: 0 }).slider('timeline').disabled).toBe(true);
    expect(controls({ duration: Number.POSITIVE_INFINITY }).host.querySelector('input[aria-label="timeline"]')).toBeNull();
  });

  it('is disabled over a failed player', () => {
    expect(controls({ state: 'error' }).slider('timeline').disabled).toBe(true);
  });
});

describe('PlayerControls: restart, sound and captions', () => {
  it('restarts, unless the engine says restart is out of use (at the very start)', () => {
    const { button, player } = controls();
    click(button('restart'));
    expect(player.restart).toHaveBeenCalledOnce();
    expect(controls({}, ['restart']).button('restart').disabled).toBe(true);
  });

  it('ends the volume slider at the person\'s ceiling', () => {
    const { slider, player } = controls({ audio: { muted: false, volume: 0.4, ceiling: 0.6, chosen: true } });
    expect(slider('volume').max).toBe('0.6');
    typeValue(slider('volume'), '0.2');
    expect(player.setVolume).toHaveBeenCalledWith(0.2);
  });

  it('toggles captions, pressed while they show', () => {
    const off = controls();
    expect(off.button('captions').getAttribute('aria-pressed')).toBe('false');
    click(off.button('captions'));
    expect(off.player.toggleCaptions).toHaveBeenCalledOnce();
    const on = controls({ captions: { tracks: [], lang: 'en', text: '' } });
    expect(on.button('captions').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows Captions disabled, never hidden, for a concert without them', () => {
    const button = controls({ captions: { tracks: [], lang: null, text: '' } }, ['captions']).button('captions');
    expect(button.disabled).toBe(true);
  });
});
