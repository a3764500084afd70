import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { drag, keyStep, releaseDrag, stopInertia, zoomWheel, type ViewState } from '../core/controls/view-controls';

interface DragPointer {
  id: number;
  x: number;
  y: number;
  time: number;
}

/**
 * Mouse, finger, wheel and arrow keys on the viewing region, turned into view-state changes by the core's
 * control math. `redraw` asks for a frame when the render loop runs on demand (paused video).
 */
export function useViewInput(region: RefObject<HTMLElement | null>, view: ViewState, redraw: () => void) {
  const pointer = useRef<DragPointer | null>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomWheel(view, event.deltaY);
      redraw();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [region, view, redraw]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || pointer.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    stopInertia(view);
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointer.current;
    if (!last || last.id !== event.pointerId) return;
    drag(view, event.clientX - last.x, event.clientY - last.y, event.currentTarget.clientHeight, event.timeStamp - last.time);
    pointer.current = { id: last.id, x: event.clientX, y: event.clientY, time: event.timeStamp };
    redraw();
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
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
