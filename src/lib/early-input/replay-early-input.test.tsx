// @vitest-environment jsdom
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyInputScript, type EarlyInputQueue } from './capture-early-input';
import { EARLY_INPUT_OPTIONS } from './early-input-options';
import { replayEarlyInput } from './replay-early-input';

/**
 * The real React adopting a prerendered page, as the site does: these fail if React changes how it marks
 * the elements it has adopted, or how it tracks a field's value (see give-value.ts).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const sent: string[] = [];

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p data-testid="query">{query}</p>
    </>
  );
}

function App({ Later }: { Later: React.ComponentType }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState('a');
  const [count, setCount] = useState(0);
  // As the site's shell does once live (src/app/layout/use-shell-ready.ts).
  useEffect(() => document.documentElement.setAttribute(EARLY_INPUT_OPTIONS.readyAttribute, ''), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(`${name}/${kind}`);
  };
  return (
    <>
      <form aria-label="form" onSubmit={onSubmit}>
        <input aria-label="name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <select aria-label="kind" name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
        <button type="submit">Send</button>
      </form>
      <p data-testid="name">{name}</p>
      <p data-testid="kind">{kind}</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        More
      </button>
      <p data-testid="count">{count}</p>
      <Suspense fallback={null}>
        <Later />
      </Suspense>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement;
const byLabel = <T extends Element>(label: string) => container.querySelector(`[aria-label="${label}"]`) as T;
const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
const button = (name: string) => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

/** What a visitor's typing does to a field: the value changes, an input event bubbles. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The page as prerendered; the lazy part's code still to come. */
function prerender() {
  const Later = lazy(() => Promise.resolve({ default: Search }));
  container.innerHTML = renderToString(<App Later={Search} />);
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof Search }>((resolve) => (arrive = () => resolve({ default: Search })));
  return { Later, LaterOnTheWay: lazy(() => code), arrive };
}

// The inline script, as the page runs it (once: its listeners stay for the page's life).
beforeAll(() => new Function(earlyInputScript(EARLY_INPUT_OPTIONS))());

beforeEach(() => {
  const queue = (window as unknown as Record<string, EarlyInputQueue>)[EARLY_INPUT_OPTIONS.global];
  if (!queue) throw new Error('the inline capture did not run');
  queue.values.clear();
  queue.presses.length = 0;
  queue.onCapture = () => undefined;
  document.documentElement.removeAttribute(EARLY_INPUT_OPTIONS.readyAttribute);
  container = document.createElement('div');
  container.id = EARLY_INPUT_OPTIONS.rootId;
  document.body.replaceChildren(container);
  sent.length = 0;
});
afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('replayEarlyInput with React adopting a prerendered page', () => {
  it('gives the app what was typed and pressed before it was live, in order', async () => {
    const { Later } = prerender();
    type(byLabel('name'), 'Ada');
    type(byLabel('kind'), 'b');
    button('More').click();
    button('More').click();
    expect(document.documentElement.hasAttribute(EARLY_INPUT_OPTIONS.pendingAttribute)).toBe(true);

    replayEarlyInput(container);
    root = hydrateRoot(container, <App Later={Later} />);
    await vi.waitFor(() => expect(text('count')).toBe('2'));
    expect(text('name')).toBe('Ada');
    expect(text('kind')).toBe('b');
    expect(byLabel<HTMLInputElement>('name').value).toBe('Ada');
    expect(document.documentElement.hasAttribute(EARLY_INPUT_OPTIONS.pendingAttribute)).toBe(false);
  });

  it('holds an early send, and sends once live with the values typed', async () => {
    const { Later } = prerender();
    type(byLabel('name'), 'Ada');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button('Send') });
    byLabel<HTMLFormElement>('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    replayEarlyInput(container);
    root = hydrateRoot(container, <App Later={Later} />);
    await vi.waitFor(() => expect(sent).toEqual(['Ada/a']));
  });

  it('drops an early send when the visitor types on in its form', async () => {
    const { Later } = prerender();
    byLabel<HTMLFormElement>('form').dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    type(byLabel('name'), 'Ada');
    button('More').click();

    replayEarlyInput(container);
    root = hydrateRoot(container, <App Later={Later} />);
    await vi.waitFor(() => expect(text('count')).toBe('1'));
    expect(text('name')).toBe('Ada');
    expect(sent).toEqual([]);
  });

  it('reaches a part that hydrates after the rest, typed in while the rest was already live', async () => {
    const { LaterOnTheWay, arrive } = prerender();
    replayEarlyInput(container);
    root = hydrateRoot(container, <App Later={LaterOnTheWay} />);
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(EARLY_INPUT_OPTIONS.readyAttribute)).toBe(true));
    type(byLabel('search'), 'harbour');
    expect(text('query')).toBe('');

    arrive();
    await vi.waitFor(() => expect(text('query')).toBe('harbour'));
    expect(byLabel<HTMLInputElement>('search').value).toBe('harbour');
  });
});
