import type { Page } from '@playwright/test';
import { byLabel } from './forms-support';

/** The three page forms, described once for the specs with and without a backend. */
export interface PageForm {
  id: 'contact' | 'waitlist' | 'booking';
  path: string;
  heading: string;
  /** The form's accessible name. */
  formName: string;
  submit: string;
  table: string;
  subject: string;
  successTitle: string;
  successText: string;
  /** Labels of the required fields, in the form's order, and what an empty submit says for each. */
  required: readonly (readonly [label: string, message: string])[];
  /** A field that does not take Enter as a new line, to press Enter in. */
  enterField: string;
  fill: (page: Page) => Promise<void>;
  /** Field label → value it holds after fill: checked after a failed send and a reload. */
  kept: Record<string, string>;
  /** What the forwarded email lists (the filled columns, as text). */
  forwarded: Record<string, string>;
  /** The row inserted into the table. */
  row: Record<string, unknown>;
}

const fillLabels = async (page: Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const field = byLabel(page, label);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
};

const REQUIRED = 'Please fill in this field.';
const ADA = { name: 'Ada Jansen', email: 'ada@zonnehuis.example' };

export const PAGE_FORMS: readonly PageForm[] = [
  {
    id: 'contact',
    path: '/contact',
    heading: 'Contact us',
    formName: 'Contact form',
    submit: 'Send message',
    table: 'contact_messages',
    subject: 'New Tutti contact message',
    successTitle: 'Message sent!',
    successText: "We'll get back to you as soon as possible.",
    required: [['Name', REQUIRED], ['Email address', REQUIRED], ['Message', REQUIRED]],
    enterField: 'Name',
    fill: (page) =>
      fillLabels(page, { Name: ' Ada Jansen ', 'Email address': 'Ada@Zonnehuis.example', 'Phone number': '+31 20 123 4567', Message: 'Could you play for our residents in spring?' }),
    kept: { Name: ' Ada Jansen ', 'Email address': 'Ada@Zonnehuis.example', Message: 'Could you play for our residents in spring?' },
    forwarded: { ...ADA, phone: '+31 20 123 4567', message: 'Could you play for our residents in spring?' },
    row: { ...ADA, phone: '+31 20 123 4567', message: 'Could you play for our residents in spring?' },
  },
  {
    id: 'waitlist',
    path: '/waitlist',
    heading: 'Join our waitlist',
    formName: 'Waitlist sign-up',
    submit: 'Join the waitlist',
    table: 'waitlist_signups',
    subject: 'New Tutti waitlist sign-up',
    successTitle: "You're on the waitlist!",
    successText: 'Thank you. We will let you know as soon as new concerts and regions open.',
    required: [['Name', REQUIRED], ['Email address', REQUIRED]],
    enterField: 'Organisation',
    fill: (page) => fillLabels(page, { Name: 'Ada Jansen', 'Email address': 'ada@zonnehuis.example' }),
    kept: { Name: 'Ada Jansen', 'Email address': 'ada@zonnehuis.example' },
    forwarded: { ...ADA },
    row: { ...ADA, organisation: null },
  },
  {
    id: 'booking',
    path: '/booking',
    heading: 'Book a concert',
    formName: 'Booking request',
    submit: 'Submit Booking Request',
    table: 'bookings',
    subject: 'New Tutti booking request',
    successTitle: 'Thank you!',
    successText: 'We have received your booking request. Our team will contact you shortly.',
    required: [
      ['Full name', REQUIRED],
      ['Email address', REQUIRED],
      ['Facility name', REQUIRED],
      ['Type of facility', 'Please choose one of the options.'],
      ['Preferred date', 'Please enter a valid date.'],
    ],
    enterField: 'Facility name',
    fill: (page) =>
      fillLabels(page, {
        'Full name': 'Ada Jansen',
        'Email address': 'ada@zonnehuis.example',
        'Phone number': '020 123 4567',
        'Facility name': 'Zonnehuis Amstelveen',
        Address: 'Laan 1, Amstelveen',
        'Type of facility': 'Care home',
        'Number of residents': '40',
        'Preferred date': '2030-03-15',
        'Preferred time': 'Afternoon',
        'Music preference': 'Jazz',
        'Special requirements': 'Six wheelchair places',
        'How did you hear about us?': 'A colleague',
      }),
    kept: { 'Full name': 'Ada Jansen', 'Type of facility': 'care_home', 'Preferred date': '2030-03-15', 'Special requirements': 'Six wheelchair places' },
    forwarded: {
      ...ADA,
      phone: '020 123 4567',
      facility_name: 'Zonnehuis Amstelveen',
      facility_address: 'Laan 1, Amstelveen',
      facility_type: 'care_home',
      residents: '40',
      preferred_date: '2030-03-15',
      preferred_time: 'afternoon',
      music_preference: 'jazz',
      special_requirements: 'Six wheelchair places',
      heard_about: 'colleague',
    },
    // No concert chosen: the column is sent empty (tests/e2e/booking-concert*.spec.ts choose one).
    row: {
      concert_id: null,
      ...ADA,
      phone: '020 123 4567',
      facility_name: 'Zonnehuis Amstelveen',
      facility_address: 'Laan 1, Amstelveen',
      facility_type: 'care_home',
      residents: 40,
      preferred_date: '2030-03-15',
      preferred_time: 'afternoon',
      music_preference: 'jazz',
      special_requirements: 'Six wheelchair places',
      heard_about: 'colleague',
    },
  },
];

