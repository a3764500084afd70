import type english from '@/i18n/locales/en/testimonials.json';

/** The home page's 'Transforming Lives Through Music' slider (SPEC section 3). People and places are invented. */
type ItemId = keyof typeof english.items;

export interface Testimonial {
  /** Translation key (namespace `testimonials`) of the quote. */
  quote: `items.${ItemId}.quote`;
  /** A person's name: never translated. */
  author: string;
  /** Translation key (namespace `testimonials`) of who the person is. */
  role: `items.${ItemId}.role`;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'items.resident.quote', author: 'Margriet de Vries', role: 'items.resident.role' },
  { quote: 'items.coordinator.quote', author: 'Tomás Ferreira', role: 'items.coordinator.role' },
  { quote: 'items.nurse.quote', author: 'Hannah Berger', role: 'items.nurse.role' },
];
