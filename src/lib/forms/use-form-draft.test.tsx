// @vitest-environment jsdom
import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, useFormDraft, type FormDraft } from './use-form-draft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY = { name: '', email: '' };
const KEY = draftStorageKey('test');
type Draft = FormDraft<typeof EMPTY>;

let root: Root | undefined;
let latest: Draft | undefined;

function Probe() {
  latest = useFormDraft('test', EMPTY);
  return null;
}

function mount(): Draft {
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe />);
  });
  if (!latest) throw new Error('not rendered');
  return latest;
}

function unmount() {
  act(() => root?.unmount());
  root = undefined;
}

const current = () => latest as Draft;

function openedBy(type: 'navigate' | 'reload' | 'back_forward') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

describe('useFormDraft', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
  });

  it('keeps every change in sessionStorage and restores it on return, saying so', () => {
    mount();
    act(() => current().setValue('name', 'Ada'));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '')).toEqual({ v: { name: 'Ada', email: '' } });
    expect(current().restored).toBe(false);
    unmount();
    const back = mount();
    expect(back.values).toEqual({ name: 'Ada', email: '' });
    expect(back.restored).toBe(true);
  });

  it('clear() empties the form and forgets the copy', () => {
    mount();
    act(() => current().setValue('email', 'ada@care.example'));
    act(() => current().clear());
    expect(current().values).toEqual(EMPTY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('takes only known string fields from storage, and survives a broken copy', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: { name: 'Ada', email: 42, evil: '<script>' } }));
    expect(mount().values).toEqual({ name: 'Ada', email: '' });
    unmount();
    sessionStorage.setItem(KEY, '{not json');
    expect(mount().values).toEqual(EMPTY);
  });

  it('leave() empties the form but keeps the copy, marked sent', () => {
    mount();
    act(() => current().setValue('name', 'Ada'));
    act(() => current().leave());
    expect(current().values).toEqual(EMPTY);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '')).toEqual({ v: { name: 'Ada', email: '' }, sent: true });
  });

  it('a sent copy is dropped when the page is opened by an ordinary navigation (the redirect after success)', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: { name: 'Ada', email: '' }, sent: true }));
    openedBy('navigate');
    expect(mount().values).toEqual(EMPTY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each(['back_forward', 'reload'] as const)('a sent copy comes back on %s (the service failed)', (type) => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: { name: 'Ada', email: '' }, sent: true }));
    openedBy(type);
    const draft = mount();
    expect(draft.values).toEqual({ name: 'Ada', email: '' });
    expect(draft.restored).toBe(true);
  });

  it('refills the form when the page is shown again from the back/forward cache', () => {
    mount();
    act(() => current().setValue('name', 'Ada'));
    act(() => current().leave());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(current().values).toEqual({ name: 'Ada', email: '' });
    expect(current().restored).toBe(true);
  });

  it('on a prerendered form, a change that comes before the kept draft is restored goes over it', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: { name: 'Ada', email: 'old@care.example' } }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    // What the visitor typed before hydration reaches the form as soon as it is live (src/lib/early-input),
    // which can be before the effect that restores the draft.
    let given = false;
    function TypedEarly() {
      const draft = useFormDraft('test', EMPTY);
      useLayoutEffect(() => {
        if (given) return;
        given = true;
        draft.setValue('email', 'ada@care.example');
      });
      return null;
    }
    act(() => {
      root = hydrateRoot(container, (
        <>
          <Probe />
          <TypedEarly />
        </>
      ));
    });
    expect(given).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '')).toEqual({ v: { name: 'Ada', email: 'ada@care.example' } });
  });
});
