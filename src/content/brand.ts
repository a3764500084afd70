/** The product's working name and public addresses: one place, so a deployer can rename it. */
export const BRAND = {
  name: 'Tutti',
  /** Used when VITE_SITE_URL is not set at build time. */
  defaultSiteUrl: 'https://tutti.example',
  infoEmail: 'info@tutti.example',
  linkedInUrl: 'https://www.linkedin.com/company/tutti-concerts',
  location: 'Netherlands',
  logoPath: '/logo.svg',
} as const;
