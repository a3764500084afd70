// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { earlyInputScript, type EarlyInputQueue } from './capture-early-input';
import { EARLY_INPUT_OPTIONS } from './early-input-options';

/** The inline script as the page runs it: serialised, then evaluated with nothing around it. */
beforeAll(() => new Function(earlyInputScript(EARLY_INPUT_OPTIONS))());

const queue = () => (window as unknown as Record<string, EarlyInputQueue>)[EARLY_INPUT_OPTIONS.global] as EarlyInputQueue;
const html = document.documentElement;
let heard: string[] = [];

beforeEach(() => {
  queue().values.clear();
  queue().presses.length = 0;
  html.removeAttribute(EARLY_INPUT_OPTIONS.pendingAttribute);
  html.removeAttribute(EARLY_INPUT_OPTIONS.readyAttribute);
  document.body.innerHTML = `
    <div id="root">
      <form aria-label="form"><input name="name"><button>Send</button><button type="reset">Reset</button></form>
      <button type="button" id="more">More</button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  heard = [];
  // Where React listens: the root, below the document where the capture sits.
  for (const type of ['click', 'submit']) document.getElementById('root')?.addEventListener(type, (event) => heard.push(`${type}:${(event.target as Element).id || (event.target as Element).tagName}`), true);
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const form = () => document.querySelector('form') as HTMLFormElement;

describe('captureEarlyInput', () => {
  it('holds a press on a button the app does not answer yet, and marks the page', () => {
    byId('more').click();
    expect(heard).toEqual([]);
    expect(queue().presses).toEqual([expect.objectContaining({ kind: 'click', target: byId('more') })]);
    expect(html.hasAttribute(EARLY_INPUT_OPTIONS.pendingAttribute)).toBe(true);
  });

  it('holds a form send instead of letting the browser leave the page with the fields in the address', () => {
    const send = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
    expect(queue().presses).toEqual([expect.objectContaining({ kind: 'submit', target: form() })]);
  });

  it('leaves alone what is outside the app and a reset button; a send button’s press is held as its form’s send', () => {
    byId('outside').click();
    (document.querySelector('button[type="reset"]') as HTMLButtonElement).click();
    expect(queue().presses).toEqual([]);
    (document.querySelector('form button') as HTMLButtonElement).click();
    expect(queue().presses).toEqual([expect.objectContaining({ kind: 'submit', target: form() })]);
  });

  it('keeps the last value typed in a field, and drops an early send when typing goes on in its form', () => {
    form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = 'Ad';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.value = 'Ada';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect([...queue().values]).toEqual([[field, expect.objectContaining({ value: 'Ada' })]]);
    expect(queue().presses).toEqual([]);
  });

  it('lets everything through once the app answers the element, and forgets a value the app then reads', () => {
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = 'Ad';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    html.setAttribute(EARLY_INPUT_OPTIONS.readyAttribute, '');
    for (const element of [byId('more'), field, form()]) Object.assign(element, { [`${EARLY_INPUT_OPTIONS.liveKeyPrefix}test`]: {} });
    field.value = 'Ada';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    byId('more').click();
    expect(queue().values.size).toBe(0);
    expect(queue().presses).toEqual([]);
    expect(heard).toEqual(['click:more']);
  });

  it('treats a part whose code is still to come as not live, even once the rest of the page is', () => {
    html.setAttribute(EARLY_INPUT_OPTIONS.readyAttribute, '');
    const more = byId('more');
    Object.assign(more, { [`${EARLY_INPUT_OPTIONS.liveKeyPrefix}test`]: {} });
    const part = document.createElement('div');
    part.setAttribute('data-when-near', '');
    more.replaceWith(part);
    part.append(more);
    expect(queue().isLive(more)).toBe(false);
    part.setAttribute('data-live', '');
    expect(queue().isLive(more)).toBe(true);
  });
});
