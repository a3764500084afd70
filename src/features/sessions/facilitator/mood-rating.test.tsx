// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mood from '@/i18n/locales/en/mood.json';
import sessions from '@/i18n/locales/en/sessions.json';
import { MoodRefused, type MoodMoment } from '@/lib/mood/record-mood';
import { MoodRating } from './mood-rating';
import type { ObservedRating as Rating, RoomMood } from './use-room-mood';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();

describe('rating a headset’s resident on the tablet', () => {
  let root: Root;
  let container: HTMLElement;
  let save: ReturnType<typeof vi.fn<(rating: Rating) => Promise<void>>>;
  const queries = new QueryClient({ defaultOptions: { mutations: { retry: false } } });

  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { sessions, mood } }, defaultNS: 'sessions', interpolation: { escapeValue: false } });
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    save = vi.fn<(rating: Rating) => Promise<void>>(() => Promise.resolve());
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  /** The room as the row sees it: the moment it suggests, and what staff rated (as 'device:moment'). */
  function render({ moment = 'before', rated = [] }: { moment?: MoodMoment; rated?: string[] } = {}) {
    const value: RoomMood = { momentFor: () => moment, isRated: (device, asked) => rated.includes(`${device}:${asked}`), save };
    act(() =>
      root.render(
        <QueryClientProvider client={queries}>
          <I18nextProvider i18n={i18n}>
            <MoodRating device="dev-a" resident="3" name="Headset 3" mood={value} disabled={false} />
          </I18nextProvider>
        </QueryClientProvider>,
      ),
    );
  }
  const toggle = () => container.querySelector<HTMLButtonElement>('button[aria-label="Rate mood: Headset 3"]');
  const form = () => container.querySelector('form');
  const group = (legend: string) => [...container.querySelectorAll('fieldset')].find((set) => set.querySelector('legend')?.textContent === legend);
  const radio = (legend: string, label: string) =>
    [...(group(legend)?.querySelectorAll('label') ?? [])].find((box) => box.textContent?.endsWith(label))?.querySelector('input') ?? null;
  const tap = (legend: string, label: string) => act(() => radio(legend, label)?.click());
  // Focused first, as a tap or a key press would.
  const press = (name: string) =>
    act(() => {
      const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
      button?.focus();
      button?.click();
    });
  // TanStack Query tells observers of a settled mutation on a later turn of the event loop.
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const alert = () => container.querySelector('[role="alert"]')?.textContent ?? null;
  const tapAll = () => {
    tap('Pleasure', 'Often');
    tap('Alertness', 'Sometimes');
    tap('Anxiety', 'A little');
    tap('Sadness', 'Not at all');
  };

  it('opens from the row, starts on the room’s moment, and saves nothing until all four emotions are rated', async () => {
    render();
    expect(form()).toBeNull();
    expect(toggle()?.textContent).toBe('Rate mood');
    act(() => toggle()?.click());
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(form()?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Rate the mood of Headset 3');
    expect(radio('When', 'Before the concert')?.checked).toBe(true);
    tap('Alertness', 'Sometimes');
    press('Save');
    expect(alert()).toBe('Still to choose: Pleasure, Anxiety, and Sadness.');
    // The first group still to do gets the focus, so a keyboard user lands where the work is.
    expect(document.activeElement).toBe(group('Pleasure')?.querySelector('input'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the four taps and the moment chosen, closes, and says what was saved', async () => {
    render();
    act(() => toggle()?.click());
    tap('When', 'After the concert');
    tapAll();
    expect(alert()).toBeNull();
    await act(async () => press('Save'));
    await settle();
    expect(save).toHaveBeenCalledWith({ device: 'dev-a', resident: '3', moment: 'after', observed: { pleasure: 4, alertness: 3, anxiety: 2, sadness: 1 } });
    expect(form()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    render({ rated: ['dev-a:after', 'dev-b:before'] });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Saved: After the concert');
    // A new rating starts afresh.
    act(() => toggle()?.click());
    expect(radio('Pleasure', 'Often')?.checked).toBe(false);
  });

  it('follows the room’s moment until staff choose one', () => {
    render();
    act(() => toggle()?.click());
    render({ moment: 'after' });
    expect(radio('When', 'After the concert')?.checked).toBe(true);
    tap('When', 'Before the concert');
    render({ moment: 'after' });
    expect(radio('When', 'Before the concert')?.checked).toBe(true);
  });

  it('says why a save was refused, keeps every tap, and saves on a second press', async () => {
    save.mockRejectedValueOnce(new MoodRefused('session_over'));
    render();
    act(() => toggle()?.click());
    tapAll();
    await act(async () => press('Save'));
    await settle();
    expect(alert()).toBe(mood.problem.sessionOver);
    expect(radio('Pleasure', 'Often')?.checked).toBe(true);
    expect(radio('Sadness', 'Not at all')?.checked).toBe(true);
    expect(radio('When', 'Before the concert')?.checked).toBe(true);
    await act(async () => press('Save'));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ device: 'dev-a', resident: '3', moment: 'before', observed: { pleasure: 4, alertness: 3, anxiety: 2, sadness: 1 } });
    expect(form()).toBeNull();
  });

  it('keeps the taps when the form is closed and opened again', () => {
    render();
    act(() => toggle()?.click());
    tap('Anxiety', 'All the time');
    press('Close');
    expect(form()).toBeNull();
    act(() => toggle()?.click());
    expect(radio('Anxiety', 'All the time')?.checked).toBe(true);
  });
});
