import { describe, expect, it } from 'vitest';
import {
  createViewState, DEFAULT_LIMITS, drag, keyStep, KEY_STEP, normalizeAngle, recenterView, releaseDrag, stepInertia, zoomPinch, zoomWheel,
} from './view-controls';

const DEG = Math.PI / 180;

describe('drag', () => {
  it('turns left when dragging right, and looks up when dragging down (the picture follows the finger)', () => {
    const view = createViewState({ fov: 90 });
    drag(view, 100, 0, 1000, 16);
    expect(view.yaw).toBeCloseTo(9 * DEG); // 100 px of 1000 px at 90° field of view
    drag(view, 0, 100, 1000, 16);
    expect(view.pitch).toBeCloseTo(9 * DEG);
    drag(view, -200, -200, 1000, 16);
    expect(view.yaw).toBeCloseTo(-9 * DEG);
    expect(view.pitch).toBeCloseTo(-9 * DEG);
  });

  it('turns less per pixel when zoomed in', () => {
    const wide = createViewState({ fov: 90 });
    const narrow = createViewState({ fov: 30 });
    drag(wide, 100, 0, 1000, 16);
    drag(narrow, 100, 0, 1000, 16);
    expect(narrow.yaw).toBeCloseTo(wide.yaw / 3);
  });

  it('clamps pitch to ±85°', () => {
    const view = createViewState({ fov: 90 });
    drag(view, 0, 100_000, 1000, 16);
    expect(view.pitch).toBeCloseTo(85 * DEG);
    drag(view, 0, -200_000, 1000, 16);
    expect(view.pitch).toBeCloseTo(-85 * DEG);
  });

  it('keeps yaw within one turn', () => {
    expect(normalizeAngle(3 * Math.PI)).toBeCloseTo(Math.PI);
    expect(normalizeAngle(-Math.PI / 2 - 4 * Math.PI)).toBeCloseTo(-Math.PI / 2);
    expect(normalizeAngle(-Math.PI)).toBe(Math.PI);
  });
});

describe('inertia', () => {
  it('keeps turning after a flick, slows down and stops', () => {
    const view = createViewState({ fov: 90 });
    drag(view, 50, 0, 1000, 16);
    releaseDrag(view, 10);
    const start = view.yaw;
    let frames = 0;
    let lastSpeed = Math.abs(view.velocityYaw);
    while (stepInertia(view, 16)) {
      expect(Math.abs(view.velocityYaw)).toBeLessThan(lastSpeed);
      lastSpeed = Math.abs(view.velocityYaw);
      frames++;
    }
    expect(view.yaw).toBeGreaterThan(start);
    expect(view.velocityYaw).toBe(0);
    expect(frames).toBeGreaterThan(10);
    expect(frames).toBeLessThan(300); // stops within about 5 s
  });

  it('does not glide when the pointer rested before release', () => {
    const view = createViewState();
    drag(view, 50, 0, 1000, 16);
    releaseDrag(view, 200);
    expect(stepInertia(view, 16)).toBe(false);
  });

  it('stops pitching against the clamp', () => {
    const view = createViewState({ fov: 90, pitch: 84 * DEG });
    drag(view, 0, 20, 1000, 16);
    stepInertia(view, 100);
    expect(view.pitch).toBeCloseTo(DEFAULT_LIMITS.maxPitch);
    expect(view.velocityPitch).toBe(0);
  });
});

describe('zoom', () => {
  it('zooms out with the wheel down and in with the wheel up, within 30°–90°', () => {
    const view = createViewState({ fov: 60 });
    zoomWheel(view, 100);
    expect(view.fov).toBeGreaterThan(60);
    zoomWheel(view, -10_000);
    expect(view.fov).toBe(30);
    zoomWheel(view, 10_000);
    expect(view.fov).toBe(90);
  });

  it('halves the field of view when the fingers spread to twice their distance, within limits', () => {
    const view = createViewState({ fov: 80 });
    zoomPinch(view, 80, 100, 200);
    expect(view.fov).toBe(40);
    zoomPinch(view, 80, 100, 1000);
    expect(view.fov).toBe(30);
    zoomPinch(view, 80, 100, 0);
    expect(view.fov).toBe(30);
  });
});

describe('keyStep', () => {
  it('turns by a fixed angle with the arrow keys', () => {
    const view = createViewState();
    expect(keyStep(view, 'ArrowLeft')).toBe(true);
    expect(view.yaw).toBeCloseTo(KEY_STEP);
    keyStep(view, 'ArrowRight');
    keyStep(view, 'ArrowRight');
    expect(view.yaw).toBeCloseTo(-KEY_STEP);
    keyStep(view, 'ArrowUp');
    expect(view.pitch).toBeCloseTo(KEY_STEP);
    keyStep(view, 'ArrowDown');
    expect(view.pitch).toBeCloseTo(0);
  });

  it('zooms with + and −, and leaves other keys alone', () => {
    const view = createViewState({ fov: 75 });
    keyStep(view, '+');
    expect(view.fov).toBe(70);
    keyStep(view, '-');
    expect(view.fov).toBe(75);
    expect(keyStep(view, 'a')).toBe(false);
    expect(keyStep(view, ' ')).toBe(false);
  });
});

describe('recenterView', () => {
  it('returns to the front, level, and stops gliding', () => {
    const view = createViewState({ yaw: 2, pitch: 0.5, velocityYaw: 0.01 });
    recenterView(view);
    expect(view).toMatchObject({ yaw: 0, pitch: 0, velocityYaw: 0, velocityPitch: 0 });
  });
});
