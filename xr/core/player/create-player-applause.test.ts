// @vitest-environment jsdom
/** A headset's applause in a group session that follows a live concert (issue 24): the controller's side. */
import { describe, expect, it, vi } from 'vitest';
import { restingHandle } from '../gaze/applause-target';
import type { HeadPose } from '../gaze/gaze-ui';
import { DEG, fromYawPitchRoll, sub, vec, yawPitchOf } from '../gaze/math';
import { overlapInView } from '../gaze/view-overlap';
import { createMediaSource } from '../media/media-source';
import { createFakeHls } from '../media/testing/fake-hls';
import { createPlayer, type PlayerController } from './create-player';
import { stubMediaElementEachTest, TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';

stubMediaElementEachTest();

const EYES = vec(0, 1.6, 0);
const head = (yawDeg: number, pitchDeg: number): HeadPose => ({ position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) });

function player(dwellMs = 1000) {
  const fake = createFakeHls();
  const playlist = [{ id: 'tonight', title: 'Tonight', src: '/live/tonight/master.m3u8' }];
  return createPlayer({ playlist, texts: TEXTS, dwellMs, createMedia: (media) => createMediaSource({ ...media, loadHls: async () => fake.Hls }) });
}

/** Frames as the headset's scenes run them: the gaze interface first, then the applause target beside it. */
function frames(engine: PlayerController, pose: HeadPose, ms: number, start: { now: number }) {
  for (let t = 0; t <= ms; t += 50) {
    start.now += 50;
    engine.gaze.update(pose, start.now);
    engine.applauseTarget.update(pose, engine.gaze.rest, restingHandle(engine), start.now);
  }
}

describe('createPlayer: applause from the headset', () => {
  it('has no applause target until the site gives a handler, and none again after null', () => {
    const engine = player();
    const clock = { now: 1000 };
    frames(engine, head(0, 0), 100, clock);
    expect(engine.applauseTarget.target).toBeNull();
    engine.setApplause({ clap: vi.fn(), ready: true });
    frames(engine, head(0, 0), 100, clock);
    expect(engine.applauseTarget.target).not.toBeNull();
    engine.setApplause(null);
    frames(engine, head(0, 0), 100, clock);
    expect(engine.applauseTarget.target).toBeNull();
  });

  it("says the site's words, dimmed while the viewer must wait, and claps after the person's own look time", () => {
    const engine = player(2000);
    const clock = { now: 1000 };
    const applause = { clap: vi.fn(), ready: false };
    engine.setApplause(applause);
    expect(engine.applauseFace()).toEqual({ icon: 'applause', label: 'Applaud', disabled: true });
    engine.setApplause({ ...applause, ready: true });
    expect(engine.applauseFace()).toEqual({ icon: 'applause', label: 'Applaud', disabled: false });
    frames(engine, head(0, 0), 100, clock);
    const { yaw, pitch } = yawPitchOf(sub(engine.applauseTarget.target!.pose.position, EYES));
    const at = { position: EYES, quaternion: fromYawPitchRoll(yaw, pitch) };
    frames(engine, at, 1500, clock);
    expect(applause.clap).not.toHaveBeenCalled();
    frames(engine, at, 600, clock);
    expect(applause.clap).toHaveBeenCalledTimes(1);
    expect(engine.applauseFace().label).toBe('Applause sent');
    engine.setTexts({ ...TEXTS, applauseSent: 'Applaus verstuurd' });
    expect(engine.applauseFace().label).toBe('Applaus verstuurd');
  });

  it('keeps the caption panel clear of the applause target while it shows', () => {
    const engine = player();
    const clock = { now: 1000 };
    engine.setApplause({ clap: vi.fn(), ready: true });
    frames(engine, head(0, 0), 100, clock);
    const target = engine.applauseTarget.target!;
    // Looking right and a little down: the panel, resting 10.5° under the gaze, would lie over the target.
    for (const [yaw, pitch] of [[-30, -11.5], [-13, -30], [-30, -11.5]] as const) {
      frames(engine, head(yaw, pitch), 2000, clock);
      expect(overlapInView(engine.gaze.caption.panel!, target, EYES), `looking at ${yaw}°, ${pitch}°`).toBe(false);
    }
  });
});
