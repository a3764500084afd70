/** One concrete address per route of the SPEC's table (parameters filled with sample ids). */
export const ROUTE_SAMPLES = [
  '/', '/concerts', '/concert/demo', '/concert/1', '/artist/9', '/booking', '/contact', '/about', '/donate',
  '/contribute', '/neuromarketing', '/waitlist', '/auth', '/verify-email', '/admin', '/security-dashboard',
  '/shop', '/aframe-demo', '/accessibility', '/privacy', '/pricing', '/session', '/join', '/concert/amsterdam-philharmonic/stage',
  '/this-page-does-not-exist',
] as const;
