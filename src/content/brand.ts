/**
 * The product's working name, public addresses and the organisation behind it: one place, so a deployer can
 * rename it and the owner can fill in who they are. Nothing here is invented: a value not given yet is a
 * bracketed placeholder that says what belongs there (`'[street and number]'`), shown as it is until then.
 */

/** A value still to be given by the owner. */
export type Placeholder = `[${string}]`;

export function isPlaceholder(value: string): value is Placeholder {
  return /^\[.*\]$/.test(value);
}

/** How a registered organisation names itself in a footer; every field is required, so a missing one is a type error. */
export interface Organisation {
  /** The name in the trade register (e.g. 'Tutti Concerts B.V.'). */
  legalName: string;
  address: {
    street: string;
    postcode: string;
    city: string;
    /** ISO 3166-1 alpha-2; the footer names the country in the reader's language. */
    countryCode: string;
  };
  /** Kamer van Koophandel (Chamber of Commerce) number. */
  chamberOfCommerce: string;
  /** VAT identification number (btw-id). */
  vatNumber: string;
  email: string;
  /** As dialled from abroad, e.g. '+31 20 123 4567'. */
  phone: string;
  linkedInUrl: string;
}

export interface Brand {
  name: string;
  /** Used when VITE_SITE_URL is not set at build time. */
  defaultSiteUrl: string;
  infoEmail: string;
  linkedInUrl: string;
  logoPath: string;
  organisation: Organisation;
}

const INFO_EMAIL = 'info@tutti.example';
const LINKEDIN_URL = 'https://www.linkedin.com/company/tutti-concerts';

export const BRAND = {
  name: 'Tutti',
  defaultSiteUrl: 'https://tutti.example',
  infoEmail: INFO_EMAIL,
  linkedInUrl: LINKEDIN_URL,
  logoPath: '/logo.svg',
  organisation: {
    legalName: '[legal name as registered]',
    address: {
      street: '[street and number]',
      postcode: '[postcode]',
      city: '[city]',
      countryCode: 'NL',
    },
    chamberOfCommerce: '[KvK number]',
    vatNumber: '[VAT number]',
    email: INFO_EMAIL,
    phone: '[phone number]',
    linkedInUrl: LINKEDIN_URL,
  },
} as const satisfies Brand;

/** Every value of `brand` still a placeholder, by its path ('organisation.chamberOfCommerce: [KvK number]'). */
export function placeholdersLeft(brand: Brand = BRAND): string[] {
  const walk = (value: unknown, path: string): string[] => {
    if (typeof value === 'string') return isPlaceholder(value) ? [`${path}: ${value}`] : [];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) => walk(inner, path ? `${path}.${key}` : key));
  };
  return walk(brand, '');
}

/**
 * What the build says while the owner has not filled brand.ts in: the footer shows these as they are, so a
 * deployer sees what is missing before visitors do. Nothing when every value is given.
 */
export function placeholderWarning(brand: Brand = BRAND): string | null {
  const left = placeholdersLeft(brand);
  if (left.length === 0) return null;
  return [`brand.ts: ${left.length} placeholder${left.length === 1 ? '' : 's'} still shown in the footer (fill them in with the organisation's own details):`, ...left.map((line) => `  ${line}`)].join('\n');
}
