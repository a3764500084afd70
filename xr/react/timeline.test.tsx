// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keyTarget, Timeline } from './timeline';
import { fakePlayer, keyLabels, mount, press, unmountAll } from './test-support';

afterEach(unmountAll);

describe('keyTarget', () => {
  it('moves 5 s per arrow, 30 s per page, and to either end with Home and End', () => {
    expect(keyTarget('ArrowRight', 60, 180)).toBe(65);
    expect(keyTarget('ArrowUp', 60, 180)).toBe(65);
    expect(keyTarget('ArrowLeft', 60, 180)).toBe(55);
    expect(keyTarget('ArrowDown', 60, 180)).toBe(55);
    expect(keyTarget('PageUp', 60, 180)).toBe(90);
    expect(keyTarget('PageDown', 60, 180)).toBe(30);
    expect(keyTarget('Home', 60, 180)).toBe(0);
    expect(keyTarget('End', 60, 180)).toBe(180);
  });

  it('stays within the concert', () => {
    expect(keyTarget('ArrowLeft', 2, 180)).toBe(0);
    expect(keyTarget('PageUp', 170, 180)).toBe(180);
  });

  it('leaves other keys (Tab, letters) to the browser', () => {
    for (const key of ['Tab', 'a', 'Enter', ' ']) expect(keyTarget(key, 60, 180), key).toBeNull();
  });
});

describe('Timeline', () => {
  it('seeks with the keys, and keeps the browser from moving the slider by 1 s as well', () => {
    const player = fakePlayer();
    const { host } = mount(<Timeline player={player} time={60} duration={180} disabled={false} labels={keyLabels} />);
    const slider = host.querySelector('input');
    if (!slider) throw new Error('no slider');
    press(slider, 'ArrowRight');
    press(slider, 'End');
    expect(player.seek.mock.calls).toEqual([[65], [180]]);
    const event = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true });
    slider.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('never reads more elapsed than total', () => {
    const { host } = mount(<Timeline player={fakePlayer()} time={181} duration={180.5} disabled={false} labels={keyLabels} />);
    expect(host.querySelector('input')?.getAttribute('aria-valuetext')).toBe('3:00 of 3:00');
  });
});
