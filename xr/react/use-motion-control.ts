import { useCallback, useEffect, useRef, useState } from 'react';
import type { Quaternion } from 'three';
import type { DeviceAngles } from '../core/controls/device-orientation';

type OrientationMath = typeof import('../core/controls/device-orientation');
// three.js math: fetched when motion control is switched on, so the player's controls never wait for three.
const loadOrientationMath = () => import('../core/controls/device-orientation');

/** 'denied': the person (or iOS) refused; 'unavailable': no sensor answered. Both fall back to dragging. */
export type MotionStatus = 'off' | 'on' | 'denied' | 'unavailable';

/** With no reading within this time after switching on, the device has no usable sensor. */
export const SENSOR_WAIT_MS = 2000;

type PermissionRequest = () => Promise<'granted' | 'denied'>;

const permissionRequest = (): PermissionRequest | undefined => {
  const constructor = globalThis.DeviceOrientationEvent as unknown as { requestPermission?: PermissionRequest } | undefined;
  return typeof constructor?.requestPermission === 'function' ? constructor.requestPermission.bind(constructor) : undefined;
};

/** A touch device with the orientation API: the only place the button makes sense. */
const motionCapable = () =>
  typeof window !== 'undefined' && 'DeviceOrientationEvent' in window && window.matchMedia('(pointer: coarse)').matches;

export interface MotionControl {
  available: boolean;
  status: MotionStatus;
  /** Must run in the person's press: iOS only asks for permission from a gesture. */
  toggle: () => void;
  /** Writes the phone's orientation into `out` while motion control is on; false otherwise. */
  orient: (out: Quaternion) => boolean;
  recenter: () => void;
}

/**
 * Motion control (gyroscope) for phones: the view follows the phone, drags turn it on top. Each reading asks
 * for a frame (`redraw`): the canvas draws on demand, and a paused concert would otherwise not turn.
 */
export function useMotionControl(yaw: () => number, redraw: () => void): MotionControl {
  const [available] = useState(motionCapable);
  const [status, setStatus] = useState<MotionStatus>('off');
  const angles = useRef<DeviceAngles | null>(null);
  const offset = useRef(0);
  const math = useRef<OrientationMath | null>(null);

  useEffect(() => {
    if (status !== 'on') return;
    void loadOrientationMath().then((module) => (math.current = module), () => undefined);
    const onReading = (event: DeviceOrientationEvent) => {
      if (event.alpha === null) return;
      angles.current = { alpha: event.alpha, beta: event.beta, gamma: event.gamma };
      redraw();
    };
    window.addEventListener('deviceorientation', onReading);
    const check = setTimeout(() => angles.current === null && setStatus('unavailable'), SENSOR_WAIT_MS);
    return () => {
      window.removeEventListener('deviceorientation', onReading);
      clearTimeout(check);
      angles.current = null;
    };
  }, [status, redraw]);

  const toggle = useCallback(() => {
    if (status === 'on') return setStatus('off');
    const request = permissionRequest();
    if (!request) return setStatus('on');
    request()
      .then((answer) => setStatus(answer === 'granted' ? 'on' : 'denied'))
      .catch(() => setStatus('denied'));
  }, [status]);

  const orient = useCallback(
    (out: Quaternion) => {
      if (!angles.current || !math.current) return false;
      math.current.deviceQuaternion(angles.current, screen.orientation?.angle ?? 0, out, offset.current + yaw());
      return true;
    },
    [yaw],
  );

  const recenter = useCallback(() => {
    if (!angles.current || !math.current) return;
    offset.current = math.current.recenterOffsetFromDevice(angles.current, screen.orientation?.angle ?? 0);
  }, []);

  return { available, status, toggle, orient, recenter };
}
