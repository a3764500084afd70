// @vitest-environment jsdom
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import forms from '@/i18n/locales/en/forms.json';
import { TextField } from './fields';
import { SubmitButton } from './form-parts';
import { PasswordField } from './password-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { forms } }, defaultNS: 'forms', interpolation: { escapeValue: false } });
});

function draw(node: ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
  return host;
}

const noop = () => {};

describe('the field kit', () => {
  it('labels a required field with a hidden * and links its error before its hint', () => {
    const host = draw(<TextField name="email" label="Email address" required hint="We reply here." error="email" value="" onValueChange={noop} />);
    const input = host.querySelector('input');
    const label = host.querySelector('label');
    expect(label?.htmlFor).toBe(input?.id);
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(input?.required).toBe(true);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const [errorId, hintId] = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(forms.errors.email);
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('We reply here.');
  });

  it('takes a fixed id and an error already translated (which wins over a code)', () => {
    const host = draw(<TextField id="sign-in-email" name="email" label="Email" error="required" errorText={<strong>Not this one</strong>} value="" onValueChange={noop} />);
    const input = host.querySelector('input');
    expect(input?.id).toBe('sign-in-email');
    expect(input?.getAttribute('aria-describedby')).toBe('sign-in-email-error');
    expect(document.getElementById('sign-in-email-error')?.textContent).toBe('Not this one');
  });

  it('leaves a valid optional field unmarked and undescribed', () => {
    const input = draw(<TextField name="phone" label="Phone" value="" onValueChange={noop} />).querySelector('input');
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
    expect(input?.hasAttribute('aria-describedby')).toBe(false);
    expect(input?.className).toContain('min-h-12');
  });

  it('shows and hides a password with a pressed button that names what it controls', () => {
    const host = draw(<PasswordField id="pw" name="password" label="Password" autoComplete="current-password" required value="secret" onValueChange={noop} />);
    const input = host.querySelector('input');
    const toggle = host.querySelector('button');
    expect(input?.type).toBe('password');
    expect(toggle?.textContent).toBe(forms.showPassword);
    expect(toggle?.getAttribute('aria-controls')).toBe('pw');
    act(() => toggle?.click());
    expect(input?.type).toBe('text');
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a busy submit button focusable (aria-disabled, not disabled) with its own busy words', () => {
    const button = draw(
      <SubmitButton submitting busyLabel="Signing in…">
        Sign in
      </SubmitButton>,
    ).querySelector('button');
    expect(button?.disabled).toBe(false);
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    expect(button?.textContent).toBe('Signing in…');
  });
});
