import 'i18next';
import type common from './locales/en/common.json';
import type seo from './locales/en/seo.json';
import type consent from './locales/en/consent.json';
import type a11y from './locales/en/a11y.json';
import type home from './locales/en/home.json';
import type homeLower from './locales/en/home-lower.json';
import type about from './locales/en/about.json';
import type donate from './locales/en/donate.json';
import type contribute from './locales/en/contribute.json';
import type neuromarketing from './locales/en/neuromarketing.json';
import type shop from './locales/en/shop.json';
import type pricing from './locales/en/pricing.json';
import type accessibility from './locales/en/accessibility.json';
import type privacy from './locales/en/privacy.json';
import type placeholders from './locales/en/placeholders.json';
import type player from './locales/en/player.json';
import type aframe from './locales/en/aframe.json';
import type concerts from './locales/en/concerts.json';
import type partners from './locales/en/partners.json';
import type testimonials from './locales/en/testimonials.json';
import type agenda from './locales/en/agenda.json';
import type artist from './locales/en/artist.json';
import type media from './locales/en/media.json';
import type forms from './locales/en/forms.json';
import type booking from './locales/en/booking.json';
import type contact from './locales/en/contact.json';
import type waitlist from './locales/en/waitlist.json';
import type reserve from './locales/en/reserve.json';
import type auth from './locales/en/auth.json';
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type kiosk from './locales/en/kiosk.json';
import type sessions from './locales/en/sessions.json';
import type stage from './locales/en/stage.json';

/** Translation keys are typed from the English files: a misspelt key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      seo: typeof seo;
      consent: typeof consent;
      a11y: typeof a11y;
      home: typeof home;
      'home-lower': typeof homeLower;
      about: typeof about;
      donate: typeof donate;
      contribute: typeof contribute;
      neuromarketing: typeof neuromarketing;
      shop: typeof shop;
      pricing: typeof pricing;
      accessibility: typeof accessibility;
      privacy: typeof privacy;
      placeholders: typeof placeholders;
      player: typeof player;
      aframe: typeof aframe;
      concerts: typeof concerts;
      partners: typeof partners;
      testimonials: typeof testimonials;
      agenda: typeof agenda;
      artist: typeof artist;
      media: typeof media;
      forms: typeof forms;
      booking: typeof booking;
      contact: typeof contact;
      waitlist: typeof waitlist;
      reserve: typeof reserve;
      auth: typeof auth;
      account: typeof account;
      admin: typeof admin;
      kiosk: typeof kiosk;
      sessions: typeof sessions;
      stage: typeof stage;
    };
  }
}
