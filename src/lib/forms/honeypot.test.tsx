// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import forms from '@/i18n/locales/en/forms.json';
import { Honeypot, HONEYPOT_NAME, isHoneypotFilled } from './honeypot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { forms } }, defaultNS: 'forms', interpolation: { escapeValue: false } });
});

describe('Honeypot', () => {
  it('is hidden from people and assistive technology, out of the tab order, and detects a bot fill', () => {
    const form = document.createElement('form');
    const root = createRoot(form);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Honeypot />
        </I18nextProvider>,
      ),
    );
    const input = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    expect(input?.tabIndex).toBe(-1);
    expect(input?.getAttribute('autocomplete')).toBe('off');
    expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.textContent).toBe('Leave this field empty');
    expect(isHoneypotFilled(form)).toBe(false);
    if (input) input.value = 'http://spam.example';
    expect(isHoneypotFilled(form)).toBe(true);
    act(() => root.unmount());
  });
});
