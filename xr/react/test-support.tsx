/** Shared by the player's component tests (never imported by the app): mounting, labels and a fake engine. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { MenuAction } from '../core/gaze/menu-actions';
import type { PlayerController, PlayerSnapshot } from '../core/player';
import type { Player360Labels } from './labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders into a container attached to the page (focus only works there). */
export function mount(node: ReactNode): { host: HTMLElement; rerender: (next: ReactNode) => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  act(() => root.render(node));
  return { host, rerender: (next) => act(() => root.render(next)) };
}

export function unmountAll(): void {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
}

/** Labels that are their own keys, so a test reads which text a control shows; the functions say what they got. */
export const keyLabels = new Proxy({} as Player360Labels, {
  get: (_target, key) => {
    if (key === 'timeText') return (elapsed: string, total: string) => `${elapsed} of ${total}`;
    if (key === 'watchNext') return (title: string) => `watchNext ${title}`;
    if (key === 'qualityLevel' || key === 'status') return () => String(key);
    return String(key);
  },
});

/** The engine's methods the flat controls call, recorded; `disabled` says which menu actions are out of use. */
export function fakePlayer(disabled: readonly MenuAction[] = []) {
  return {
    togglePlay: vi.fn<PlayerController['togglePlay']>(),
    restart: vi.fn<PlayerController['restart']>(),
    seek: vi.fn<PlayerController['seek']>(),
    setMuted: vi.fn<PlayerController['setMuted']>(),
    setVolume: vi.fn<PlayerController['setVolume']>(),
    toggleCaptions: vi.fn<PlayerController['toggleCaptions']>(),
    setLevel: vi.fn<PlayerController['setLevel']>(),
    choose: vi.fn<PlayerController['choose']>(),
    backToLive: vi.fn<PlayerController['backToLive']>(),
    isDisabled: (action: MenuAction) => disabled.includes(action),
  };
}

export type FlatSnapshot = Pick<PlayerSnapshot, 'state' | 'time' | 'duration' | 'audio' | 'captions' | 'levels'>;

/** A concert playing at 1:05 of 3:00, muted at full volume, with English captions available and off. */
export function flatSnapshot(change: Partial<FlatSnapshot> = {}): FlatSnapshot {
  return {
    state: 'playing',
    time: 65.4,
    duration: 180,
    audio: { muted: true, volume: 1, ceiling: 1, chosen: false },
    captions: { tracks: [{ lang: 'en', label: 'English', src: '/en.vtt', kind: 'vtt' }], lang: null, text: '' },
    levels: { levels: [], choice: 'auto', current: null },
    ...change,
  };
}

/** Sets an input's value as a person would (React listens for the native input event). */
export function typeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function press(element: Element, key: string): void {
  act(() => void element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
}

export function click(element: Element | null): void {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
}
