import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { drag, keyStep, releaseDrag, stopInertia, zoomPinch, zoomWheel, type ViewState } from '../core/controls/view-controls';

interface DragPointer {
  id: number;
  x: number;
  y: number;
  time: number;
}

interface Pinch {
  /** The other finger, still where it was last seen. */
  other: DragPointer;
  startDistance: number;
  startFov: number;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Mouse, finger (one drags, two pinch to zoom), wheel and arrow keys on the viewing region, turned into view-state changes by the core's
 * control math. `redraw` asks for a frame when the render loop runs on demand (paused video).
 */
export function useViewInput(region: RefObject<HTMLElement | null>, view: ViewState, redraw: () => void) {
  const pointer = useRef<DragPointer | null>(null);
  const pinch = useRef<Pinch | null>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      // Until the person picks the view (a click or a drag focuses it), the wheel scrolls the page: a
      // player that swallowed every wheel turn would trap people scrolling past it.
      if (document.activeElement !== element && document.fullscreenElement === null) return;
      event.preventDefault();
      zoomWheel(view, event.deltaY);
      redraw();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [region, view, redraw]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || pinch.current) return;
    const first = pointer.current;
    const next = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp };
    event.currentTarget.setPointerCapture(event.pointerId);
    stopInertia(view);
    // A second finger turns the drag into a pinch: the first finger's drag ends where it is.
    if (first) pinch.current = { other: first, startDistance: distance(first, next), startFov: view.fov };
    pointer.current = next;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointer.current;
    const zoom = pinch.current;
    if (zoom && last) {
      const moved = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp };
      if (event.pointerId === zoom.other.id) zoom.other = moved;
      else if (event.pointerId === last.id) pointer.current = moved;
      else return;
      zoomPinch(view, zoom.startFov, zoom.startDistance, distance(zoom.other, pointer.current ?? moved));
      redraw();
      return;
    }
    if (!last || last.id !== event.pointerId) return;
    drag(view, event.clientX - last.x, event.clientY - last.y, event.currentTarget.clientHeight, event.timeStamp - last.time);
    pointer.current = { id: last.id, x: event.clientX, y: event.clientY, time: event.timeStamp };
    redraw();
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const zoom = pinch.current;
    if (zoom) {
      // Lifting one finger of a pinch leaves no drag behind: the view stays where the pinch left it.
      if (event.pointerId === zoom.other.id || event.pointerId === pointer.current?.id) {
        pinch.current = null;
        pointer.current = null;
      }
      return;
    }
    const last = pointer.current;
    if (!last || last.id !== event.pointerId) return;
    if (event.type === 'pointercancel') stopInertia(view);
    else releaseDrag(view, event.timeStamp - last.time);
    pointer.current = null;
    redraw();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (!keyStep(view, event.key)) return;
    event.preventDefault();
    redraw();
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown };
}
