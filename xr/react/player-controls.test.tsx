// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaSourceHandle } from '../core/media/media-source';
import type { PlayerState } from '../core/media/player-state';
import type { Player360Labels } from './labels';
import { PlayerControls } from './player-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Labels that are their own keys, so the test reads which text a control shows. */
const labels = new Proxy({} as Player360Labels, {
  get: (_target, key) => (key === 'qualityLevel' || key === 'status' ? () => String(key) : String(key)),
});

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

/** The play/pause button as the controls draw it in `state`. */
function playButton(state: PlayerState): HTMLButtonElement {
  const host = document.createElement('div');
  const root = createRoot(host);
  roots.push(root);
  // The controls only hand `media` to handlers; none runs here.
  const media = {} as MediaSourceHandle;
  act(() =>
    root.render(
      <PlayerControls
        media={media}
        state={state}
        levels={{ levels: [], choice: 'auto', current: null }}
        labels={labels}
        audio={{ muted: true, volume: 1, chosen: false, setMuted: () => {}, setVolume: () => {} }}
        fullscreen={{ supported: false, active: false, toggle: () => {} }}
        motion={{ available: false, status: 'off', toggle: () => {} }}
        vr={null}
        eyes={null}
        onRecenter={() => {}}
      />,
    ),
  );
  const button = host.querySelector('button');
  if (!button) throw new Error('no play button');
  return button;
}

describe('PlayerControls: the play/pause button', () => {
  it('offers Pause only while playback runs (playing or buffering)', () => {
    for (const state of ['playing', 'buffering'] as const) expect(playButton(state).textContent, state).toBe('pause');
    for (const state of ['ready', 'paused', 'ended'] as const) expect(playButton(state).textContent, state).toBe('play');
  });

  it('never reads Pause over a failed player: it offers Play, disabled, and Retry is the way on', () => {
    const button = playButton('error');
    expect(button.textContent).toBe('play');
    expect(button.disabled).toBe(true);
  });
});
