// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/i18n/locales/en/common.json';
import commonNl from '@/i18n/locales/nl/common.json';
import type { Brand, Organisation } from '@/content/brand';
import { Footer } from './footer';

/** Values no real BRAND holds, so each one found in the footer came from BRAND. */
const ORGANISATION: Organisation = vi.hoisted(() => ({
  legalName: 'Proefzaal Concerten B.V.',
  address: { street: 'Spuistraat 172', postcode: '1012 VT', city: 'Amsterdam', countryCode: 'NL' },
  chamberOfCommerce: '87654321',
  vatNumber: 'NL009876543B01',
  email: 'zaal@proef.example',
  phone: '+31 20 765 4321',
  linkedInUrl: 'https://www.linkedin.com/company/proefzaal',
}));

vi.mock('@/content/brand', async (original) => {
  const actual = await original<typeof import('@/content/brand')>();
  const brand: Brand = { ...actual.BRAND, name: 'Proefzaal', organisation: ORGANISATION };
  return { ...actual, BRAND: brand };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();

describe('Footer', () => {
  let root: Root;
  let container: HTMLElement;
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { common }, nl: { common: commonNl } },
      defaultNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: { product: 'Proefzaal' } },
    });
  });
  afterEach(() => act(() => root.unmount()));

  const render = async (language: string) => {
    await i18n.changeLanguage(language);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <Footer />
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    return container.querySelector('footer') as HTMLElement;
  };

  it('names the organisation from BRAND: legal name and postal address in <address>, contact links, registration', async () => {
    const footer = await render('en');
    const address = footer.querySelector('address') as HTMLElement;
    for (const value of [ORGANISATION.legalName, ORGANISATION.address.street, `${ORGANISATION.address.postcode} ${ORGANISATION.address.city}`, 'Netherlands']) {
      expect(address.textContent).toContain(value);
    }
    expect(address.querySelector(`a[href="mailto:${ORGANISATION.email}"]`)?.textContent).toBe(ORGANISATION.email);
    expect(address.querySelector('a[href="tel:+31207654321"]')?.textContent).toBe(ORGANISATION.phone);
    const registration = [...footer.querySelectorAll('dl')].at(-1) as HTMLElement;
    expect(registration.closest('address')).toBeNull();
    expect(registration.textContent).toContain(`Chamber of Commerce (KvK) number${ORGANISATION.chamberOfCommerce}`);
    expect(registration.textContent).toContain(`VAT number${ORGANISATION.vatNumber}`);
    const linkedIn = footer.querySelector(`a[href="${ORGANISATION.linkedInUrl}"]`);
    expect(linkedIn?.textContent).toContain('Proefzaal on LinkedIn');
    expect(linkedIn?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the footer links and the copyright with this year', async () => {
    const footer = await render('en');
    const links = [...footer.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', '/concerts', '/about', '/contribute', '/contact', '/donate', '/accessibility', '/privacy']);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Proefzaal. All rights reserved.`);
  });

  it('labels in the reader’s language, the country too', async () => {
    const footer = await render('nl');
    expect(footer.querySelector('address')?.textContent).toContain('Nederland');
    expect(footer.textContent).toContain('KvK-nummer');
    expect(footer.textContent).toContain('Btw-nummer');
    expect([...footer.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Ontdekken', 'Contact', 'Bedrijfsgegevens']);
  });
});
