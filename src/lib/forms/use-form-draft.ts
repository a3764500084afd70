import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';
import { useIsClient } from '@/lib/use-is-client';

/**
 * What a person typed into a form, kept in sessionStorage (this tab only, gone when the tab closes) so
 * that a failed send, a reload or a detour to another page loses nothing. Shared by every form.
 *
 *   const draft = useFormDraft('contact', { name: '', email: '', phone: '', message: '' });
 *   <TextField value={draft.values.name} onValueChange={(v) => draft.setValue('name', v)} ... />
 *   // after a confirmed success:            draft.clear()
 *   // before a post that leaves the page:   draft.leave()
 *   // draft.restored: true when the form came back filled from storage (show the 'draft restored' note)
 *
 * Values are plain strings (what the fields hold); the honeypot is never part of a draft.
 */
export type DraftValues = Record<string, string>;

export interface FormDraft<V extends DraftValues> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  /** Success: empty the form and forget the stored copy. */
  clear: () => void;
  /**
   * For a post that navigates away (the home pilot form without a backend): the form empties, but the
   * stored copy is kept, marked as sent. When the page is next opened by an ordinary navigation (the
   * service's redirect back after success) the copy is dropped; when it comes back through Back/Forward
   * or a reload (the service failed and the person returned), the form is refilled.
   */
  leave: () => void;
  /** True when the values were restored from storage; false again after clear/leave. */
  restored: boolean;
}

interface Stored {
  v: DraftValues;
  sent?: true;
}

export const draftStorageKey = (key: string) => `form-draft:${key}`;

/** Only the fields this form knows, only strings: a stale or tampered copy cannot inject anything. */
function readDraft<V extends DraftValues>(key: string, empty: V): { values: V; sent: boolean } | undefined {
  const raw = readStored(draftStorageKey(key), 'session');
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Stored>;
    const values = { ...empty };
    for (const name of Object.keys(empty)) {
      const value = parsed.v?.[name];
      if (typeof value === 'string') (values as DraftValues)[name] = value;
    }
    return { values, sent: parsed.sent === true };
  } catch {
    return undefined;
  }
}

const isEmpty = (values: DraftValues) => Object.values(values).every((value) => value.trim() === '');

/** How this document was opened: 'navigate', 'reload' or 'back_forward'. */
function navigationType(): string {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

function initialDraft<V extends DraftValues>(key: string, empty: V): { values: V; restored: boolean } {
  const stored = readDraft(key, empty);
  if (!stored) return { values: empty, restored: false };
  if (stored.sent && navigationType() === 'navigate') {
    removeStored(draftStorageKey(key), 'session');
    return { values: empty, restored: false };
  }
  return { values: stored.values, restored: !isEmpty(stored.values) };
}

export function useFormDraft<V extends DraftValues>(key: string, empty: V): FormDraft<V> {
  // A prerendered form is adopted empty, as the server wrote it; a kept draft fills it right after.
  const live = useIsClient();
  const [state, setState] = useState(() => (live ? initialDraft(key, empty) : { values: empty, restored: false }));
  const current = useRef(state.values);
  const emptyRef = useRef(empty);
  const restoreLater = useRef(!live);
  /**
   * Once, right after hydration, or before the first change if that comes first: what the visitor typed
   * before the page's code ran reaches the form then (src/lib/early-input), and goes over the kept draft
   * instead of being replaced by it.
   */
  const restoreOnce = useCallback(() => {
    if (!restoreLater.current) return;
    restoreLater.current = false;
    const draft = initialDraft(key, emptyRef.current);
    if (!draft.restored) return;
    current.current = draft.values;
    setState(draft);
  }, [key]);
  useEffect(restoreOnce, [restoreOnce]);

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      restoreOnce();
      const next = { ...current.current, [name]: value };
      current.current = next;
      if (isEmpty(next)) removeStored(draftStorageKey(key), 'session');
      else writeStored(draftStorageKey(key), JSON.stringify({ v: next } satisfies Stored), 'session');
      setState((previous) => ({ values: next, restored: previous.restored }));
    },
    [key, restoreOnce],
  );

  const reset = useCallback(() => {
    current.current = emptyRef.current;
    setState({ values: emptyRef.current, restored: false });
  }, []);

  const clear = useCallback(() => {
    removeStored(draftStorageKey(key), 'session');
    reset();
  }, [key, reset]);

  const leave = useCallback(() => {
    writeStored(draftStorageKey(key), JSON.stringify({ v: current.current, sent: true } satisfies Stored), 'session');
    reset();
  }, [key, reset]);

  // Back to a page kept in the back/forward cache: React's state is the emptied form, storage has the copy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stored = readDraft(key, emptyRef.current);
      if (!stored?.sent) return;
      current.current = stored.values;
      setState({ values: stored.values, restored: !isEmpty(stored.values) });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [key]);

  return { values: state.values, setValue, clear, leave, restored: state.restored };
}
