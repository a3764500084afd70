import type english from '@/i18n/locales/en/partners.json';

/*
 * The partner logos of the home page's 'Our Partners' carousel (SPEC section 3). Every organisation is
 * invented: names, logos (SVG artwork in public/images/partners/) and addresses (on the reserved .example
 * domain, so no real site is ever linked).
 */

/** Categories of the filter, in the SPEC's order of section 4 ('all' is the filter's, not a category). */
export const PARTNER_CATEGORIES = ['education', 'startup', 'accelerator', 'community'] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export type PartnerDescriptionKey = `descriptions.${keyof typeof english.descriptions}`;
export type PartnerMentionKey = `mentions.${keyof typeof english.mentions}`;

export interface Partner {
  /** Site-relative logo artwork. */
  src: string;
  /** The organisation's name: the logo's text alternative, never translated. */
  alt: string;
  href: string;
  /** Shown more prominently, and kept in view by a search regardless of the category filter. */
  highlight: boolean;
  /** Translation key (namespace `partners`) of the tooltip text. */
  description?: PartnerDescriptionKey;
  /** Translation key (namespace `partners`) of a distinction shown as a badge. */
  specialMention?: PartnerMentionKey;
  category: PartnerCategory;
}

/** The logos' intrinsic size (all drawn on the same canvas), so nothing shifts while they load. */
export const PARTNER_LOGO_SIZE = { width: 200, height: 80 } as const;

export const PARTNERS: readonly Partner[] = [
  {
    src: '/images/partners/harbour-health.svg',
    alt: 'Harbour Health Foundation',
    href: 'https://harbour-health.example',
    highlight: true,
    description: 'descriptions.harbourHealth',
    category: 'community',
  },
  {
    src: '/images/partners/northlight.svg',
    alt: 'Northlight Accelerator',
    href: 'https://northlight-accelerator.example',
    highlight: false,
    description: 'descriptions.northlight',
    specialMention: 'mentions.northlight',
    category: 'accelerator',
  },
  {
    src: '/images/partners/lumen-academy.svg',
    alt: 'Lumen Music Academy',
    href: 'https://lumen-academy.example',
    highlight: true,
    description: 'descriptions.lumenAcademy',
    category: 'education',
  },
  {
    src: '/images/partners/crescendo-care.svg',
    alt: 'Crescendo Care Network',
    href: 'https://crescendo-care.example',
    highlight: false,
    description: 'descriptions.crescendoCare',
    category: 'community',
  },
  {
    src: '/images/partners/soundbridge.svg',
    alt: 'Soundbridge Labs',
    href: 'https://soundbridge-labs.example',
    highlight: false,
    description: 'descriptions.soundbridge',
    category: 'startup',
  },
  {
    src: '/images/partners/open-keys.svg',
    alt: 'Open Keys Conservatory',
    href: 'https://open-keys.example',
    highlight: false,
    description: 'descriptions.openKeys',
    category: 'education',
  },
  {
    src: '/images/partners/polder-hub.svg',
    alt: 'Polder Innovation Hub',
    href: 'https://polder-hub.example',
    highlight: false,
    description: 'descriptions.polderHub',
    specialMention: 'mentions.polderHub',
    category: 'accelerator',
  },
  {
    src: '/images/partners/willow-lane.svg',
    alt: 'Willow Lane Care Homes',
    href: 'https://willow-lane.example',
    highlight: false,
    description: 'descriptions.willowLane',
    category: 'community',
  },
  {
    src: '/images/partners/northgate.svg',
    alt: 'Northgate Sound Studio',
    href: 'https://northgate-sound.example',
    highlight: false,
    category: 'startup',
  },
  {
    src: '/images/partners/tidewater.svg',
    alt: 'Tidewater Ventures Lab',
    href: 'https://tidewater-ventures.example',
    highlight: false,
    description: 'descriptions.tidewater',
    category: 'accelerator',
  },
  {
    src: '/images/partners/meridian.svg',
    alt: 'Meridian College of the Arts',
    href: 'https://meridian-arts.example',
    highlight: false,
    category: 'education',
  },
];
