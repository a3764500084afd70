/** Navigation links (SPEC section 2); labels are keys of the common namespace's `nav` group. */
export const TOP_NAV = [
  { to: '/', label: 'home' },
  { to: '/concerts', label: 'concerts' },
  { to: '/concert/demo', label: 'watchDemo' },
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
  { to: '/donate', label: 'donate' },
  { to: '/contribute', label: 'contribute' },
] as const;

export const MOBILE_NAV = [
  { to: '/', label: 'home' },
  { to: '/concerts', label: 'concerts' },
  { to: '/concert/demo', label: 'watchDemo' },
  { to: '/pricing', label: 'pricing' },
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
  { to: '/donate', label: 'donate' },
  { to: '/contribute', label: 'contribute' },
  { to: '/booking', label: 'bookDemoShort' },
  { to: '/accessibility', label: 'accessibilityOptions' },
] as const;

export const FOOTER_NAV = [
  { to: '/', label: 'home' },
  { to: '/concerts', label: 'concerts' },
  { to: '/about', label: 'about' },
  { to: '/contribute', label: 'contribute' },
  { to: '/contact', label: 'contact' },
  { to: '/donate', label: 'donate' },
  { to: '/accessibility', label: 'accessibility' },
  { to: '/privacy', label: 'privacy' },
] as const;
