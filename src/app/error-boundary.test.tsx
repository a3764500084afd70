// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/i18n/locales/en/common.json';
import { AppErrorBoundary } from './error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();
let broken = true;

function Fragile() {
  if (broken) throw new Error('render failure');
  return <p>recovered</p>;
}

describe('AppErrorBoundary', () => {
  let root: Root;
  let container: HTMLElement;
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });
  });
  afterEach(() => act(() => root.unmount()));

  it('shows a translated recovery screen, and Try again renders the content anew', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <AppErrorBoundary>
            <Fragile />
          </AppErrorBoundary>
        </I18nextProvider>,
      ),
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Go to the home page');
    broken = false;
    act(() => container.querySelector('button')?.click());
    expect(container.textContent).toBe('recovered');
  });
});
