import { Suspense, use, useEffect, useState, type ReactNode } from 'react';

/** How far ahead of the visitor a part starts loading: a quarter screen. Its HTML is on screen already; only its code comes. */
const AHEAD = '25% 0px';

interface Gate {
  opened: Promise<void>;
  open: () => void;
  watch: (sentinel: HTMLElement | null) => void;
  /** Marks the part live (`data-live`): for whoever must wait for it, as tests do before pressing its buttons. */
  markLive: () => void;
}

/**
 * Opens once the visitor comes near the part (scrolling, Tab into it, a #link, printing).
 * On the server it is open from the start: the prerendered page holds everything.
 */
function createGate(openOnFocusPast: boolean): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  if (typeof window === 'undefined' || window.location.hash.length > 1) open();
  let stop = () => {};
  let box: HTMLElement | null = null;
  const watch = (sentinel: HTMLElement | null) => {
    stop();
    box = sentinel;
    if (!sentinel) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: AHEAD });
    observer.observe(sentinel);
    // A keyboard user tabbing into the part (server HTML, still to come alive), or past it.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && (sentinel.contains(event.target) || (openOnFocusPast && sentinel.compareDocumentPosition(event.target) & Node.DOCUMENT_POSITION_FOLLOWING))) open();
    };
    document.addEventListener('focusin', onFocus);
    window.addEventListener('beforeprint', open);
    window.addEventListener('hashchange', open);
    stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('hashchange', open);
    };
  };
  return { opened, open: () => open(), watch, markLive: () => box?.setAttribute('data-live', '') };
}

function Opened({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened);
  // Runs once the whole part (its code and translations included) is on the page and live.
  useEffect(() => gate.markLive(), [gate]);
  return children;
}

/**
 * A part of a page whose code (and translations) load only as the visitor comes near it. In a prerendered
 * page its HTML is there from the start and stays as it is until then (React leaves a part that is still
 * suspended untouched while it hydrates the rest); in a page rendered in the browser, `placeholder` keeps
 * its room until it renders.
 */
export function WhenNear({
  children,
  placeholder,
  openWhenChanged,
  openOnFocusPast = true,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  openWhenChanged?: unknown;
  /** False for the footer: what follows it (a toast, the accessibility button) is no page the visitor tabs through,
      and its opening while a toast's button is pressed swallowed the press (the update prompt's Reload). */
  openOnFocusPast?: boolean;
}) {
  const [gate] = useState(() => createGate(openOnFocusPast));
  const [initial] = useState(() => openWhenChanged);
  // A part that outlives a page (the footer) opens as the next page renders: a router's transition would
  // otherwise wait for a part still closed, and the new page would never show. Opening twice does nothing.
  if (openWhenChanged !== initial) gate.open();
  // The part's own box is watched (not a marker above it): a jump (End, a long flick) that lands inside it
  // without passing its top edge still counts as near.
  return (
    <div ref={gate.watch} data-when-near="">
      <Suspense fallback={placeholder}>
        <Opened gate={gate}>{children}</Opened>
      </Suspense>
    </div>
  );
}
