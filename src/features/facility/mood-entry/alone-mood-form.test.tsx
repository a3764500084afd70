// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import forms from '@/i18n/locales/en/forms.json';
import mood from '@/i18n/locales/en/mood.json';
import type { TuttiClient } from '@/lib/supabase/client';
import type { ReservedConcert } from '../page/facility-concerts';
import { AloneMoodForm } from './alone-mood-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();

const FACILITY = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', timeZone: 'Europe/Amsterdam' };
const concert = (concertId: string, title: string, startsAt: string): ReservedConcert => ({
  reservationId: `r-${concertId}`,
  spots: 4,
  concertId,
  title,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  status: 'scheduled',
});
const CONCERTS = [concert('autumn-songs', 'Autumn songs', '2026-10-01T17:00:00Z'), concert('winter-strings', 'Winter strings', '2027-01-15T18:30:00Z')];

type Reply = { data: unknown; error: { code?: string; message: string } | null };

describe('the mood check of a concert watched alone, on the facility’s page', () => {
  let root: Root;
  let container: HTMLElement;
  let rpc: ReturnType<typeof vi.fn<(name: string, args: Record<string, unknown>) => Promise<Reply>>>;

  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { mood, forms } }, defaultNS: 'mood', interpolation: { escapeValue: false } });
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    rpc = vi.fn<(name: string, args: Record<string, unknown>) => Promise<Reply>>(() => Promise.resolve({ data: 'answer-id', error: null }));
    const queries = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    act(() =>
      root.render(
        <QueryClientProvider client={queries}>
          <I18nextProvider i18n={i18n}>
            <AloneMoodForm client={{ rpc } as unknown as TuttiClient} facility={FACILITY} concerts={CONCERTS} />
          </I18nextProvider>
        </QueryClientProvider>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    localStorage.clear();
  });

  const select = () => container.querySelector<HTMLSelectElement>('#mood-entry-concert')!;
  const code = () => container.querySelector<HTMLInputElement>('#mood-entry-code')!;
  const choose = (value: string) =>
    act(() => {
      // React listens for the native setter's change, as a person's choice makes it.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select(), value);
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(code(), text);
      code().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const group = (legend: string) => [...container.querySelectorAll('fieldset')].find((set) => set.querySelector('legend')?.textContent === legend);
  const radio = (legend: string, label: string) =>
    [...(group(legend)?.querySelectorAll('label') ?? [])].find((box) => box.textContent?.trim().endsWith(label))?.querySelector('input') ?? null;
  const tap = (legend: string, label: string) => act(() => radio(legend, label)?.click());
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const save = async () => {
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await settle();
  };
  const observe = () => {
    tap('Who answers', 'Staff observed');
    tap('Pleasure', 'Often');
    tap('Alertness', 'Sometimes');
    tap('Anxiety', 'A little');
    tap('Sadness', 'Not at all');
  };

  it('lists the concerts newest first, each with its day on the facility’s clock', () => {
    expect([...select().options].map((option) => option.textContent)).toEqual(['Choose…', 'Winter strings, January 15, 2027', 'Autumn songs, October 1, 2026']);
  });

  it('refuses a name as the code, says why beside the field, and sends nothing', async () => {
    choose('winter-strings');
    type('Maria');
    tap('The face the resident chose', 'Happy');
    await save();
    expect(rpc).not.toHaveBeenCalled();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    const described = (code().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([mood.entry.codeProblem.invalid, mood.entry.codeHint]);
    expect(document.activeElement).toBe(code());
    // Put right, the error goes as the code is typed.
    type('R-17');
    expect(code().hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps the viewing of a resident between before and after, and starts another for another resident', async () => {
    choose('winter-strings');
    type('r-17');
    expect(radio('When', 'Before the concert')?.checked).toBe(true);
    tap('The face the resident chose', 'Happy');
    await save();
    expect(rpc).toHaveBeenCalledTimes(1);
    const before = rpc.mock.calls[0]?.[1] ?? {};
    expect(rpc.mock.calls[0]?.[0]).toBe('record_mood');
    expect(before).toEqual({ facility: FACILITY.id, concert: 'winter-strings', viewing: expect.stringMatching(/^[0-9a-f-]{36}$/), resident: 'R-17', moment: 'before', face: 4 });
    // Ready for the answer after the concert: the concert and the code kept, the face cleared.
    expect(container.textContent).toContain('Saved: Before the concert, resident R-17.');
    expect(select().value).toBe('winter-strings');
    expect(code().value).toBe('r-17');
    expect(radio('When', 'After the concert')?.checked).toBe(true);
    expect(radio('The face the resident chose', 'Happy')?.checked).toBe(false);

    observe();
    await save();
    expect(rpc.mock.calls[1]?.[1]).toEqual({ ...before, moment: 'after', face: undefined, pleasure: 4, alertness: 3, anxiety: 2, sadness: 1 });
    expect(rpc.mock.calls[1]?.[1]).not.toHaveProperty('face');

    type('R-18');
    expect(radio('When', 'Before the concert')?.checked).toBe(true);
    observe();
    await save();
    expect(rpc.mock.calls[2]?.[1]).toMatchObject({ resident: 'R-18', moment: 'before' });
    expect(rpc.mock.calls[2]?.[1]?.viewing).not.toBe(before.viewing);
  });

  it('keeps the viewing the headset check made in another tab, and answers after the concert to it', async () => {
    // The concert page's headset check (another tab) saved R-17's answer before the concert after this form had read the store.
    const headset = { id: crypto.randomUUID(), saved: ['before'], at: Date.now() };
    localStorage.setItem(`mood-viewings:${FACILITY.id}`, JSON.stringify([[JSON.stringify(['winter-strings', 'R-17']), headset]]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: `mood-viewings:${FACILITY.id}` })));
    choose('autumn-songs');
    type('R-2');
    tap('The face the resident chose', 'Happy');
    await save();
    const stored = JSON.parse(localStorage.getItem(`mood-viewings:${FACILITY.id}`) ?? '[]') as [string, { id: string }][];
    expect(stored.map(([key]) => key).sort()).toEqual([JSON.stringify(['autumn-songs', 'R-2']), JSON.stringify(['winter-strings', 'R-17'])]);
    // Staff then give R-17's answer after the concert here: it goes to the headset's viewing.
    choose('winter-strings');
    type('R-17');
    expect(radio('When', 'After the concert')?.checked).toBe(true);
    tap('The face the resident chose', 'Happy');
    await save();
    expect(rpc.mock.calls[1]?.[1]).toMatchObject({ viewing: headset.id, resident: 'R-17', moment: 'after' });
  });

  it('keeps every choice when the database refuses, and sends the same viewing again', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: 'P0001', message: 'mood_check_off' } });
    choose('autumn-songs');
    type('3');
    tap('When', 'After the concert');
    tap('The face the resident chose', 'Very sad');
    await save();
    expect(container.textContent).toContain(mood.problem.off);
    expect(select().value).toBe('autumn-songs');
    expect(code().value).toBe('3');
    expect(radio('When', 'After the concert')?.checked).toBe(true);
    expect(radio('The face the resident chose', 'Very sad')?.checked).toBe(true);
    await save();
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(rpc.mock.calls[1]?.[1]).toEqual(rpc.mock.calls[0]?.[1]);
    expect(container.textContent).not.toContain(mood.problem.off);
  });

  it('names what is still to choose, and sends the focus to the first of it', async () => {
    choose('winter-strings');
    type('12');
    tap('The face the resident chose', 'Happy');
    tap('Who answers', 'Staff observed');
    tap('Alertness', 'Sometimes');
    await save();
    expect(rpc).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Still to choose: Pleasure, Anxiety, and Sadness.');
    expect(document.activeElement).toBe(group('Pleasure')?.querySelector('input'));
    // Switching back loses nothing: the face is still chosen, and is what a save sends.
    tap('Who answers', 'The resident chose a face');
    expect(radio('The face the resident chose', 'Happy')?.checked).toBe(true);
    await save();
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({ resident: '12', face: 4 });
    expect(rpc.mock.calls[0]?.[1]).not.toHaveProperty('alertness');
  });
});
