import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND } from '@/content/brand';
import { useToday } from '@/lib/use-today';
import { FOOTER_NAV } from '../nav-items';
import { BrandMark } from './brand-mark';
import { FooterAddress, FooterRegistration } from './footer-organisation';

const HEADING = 'text-sm font-bold tracking-wider text-stage-300 uppercase font-sans';
/** Underlined at rest (colour alone does not mark a link, WCAG 1.4.1); hover brightens it and thickens the line. */
const LINK = 'inline-flex min-h-11 items-center underline decoration-1 underline-offset-4 hover:text-white hover:decoration-2';

/**
 * The space above the footer sets it off a page that ends on paper. A page that ends on the hall's dark band
 * (`data-ends-on-band` on its last part: the demo's player) meets the footer instead of leaving a paper strip.
 */
const SPACE_ABOVE = 'mt-16 [main:has([data-ends-on-band])~*_&]:mt-0';

/** The hall at night: a dark band in both colour schemes, naming who runs the site as a registered company would. */
export function Footer() {
  const { t } = useTranslation();
  const year = useToday().getFullYear();
  const contactId = useId();
  const companyId = useId();
  return (
    // data-dark-band: the focus ring is the stage light here in both schemes (src/index.css).
    <footer data-dark-band="" className={`${SPACE_ABOVE} border-t-4 border-brand-700 bg-slate-950 text-slate-200`}>
      <div className="mx-auto grid max-w-7xl gap-x-8 gap-y-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1.2fr_1fr]">
        <div className="space-y-4">
          <BrandMark onDark />
          <p className="max-w-xs text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footerLabel')} className="space-y-3">
          <h2 className={HEADING}>{t('footer.exploreHeading')}</h2>
          {/* Two columns while a label fits in one: at a large text size on a phone, one, so no word breaks. */}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-x-4 sm:grid-cols-1">
            {FOOTER_NAV.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={LINK}>
                  {t(`nav.${label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={contactId} className="space-y-3">
          <h2 id={contactId} className={HEADING}>
            {t('footer.contactHeading')}
          </h2>
          <FooterAddress linkClassName={LINK} />
          <a href={BRAND.organisation.linkedInUrl} target="_blank" rel="noopener noreferrer" className={`${LINK} gap-2 font-bold`}>
            <LinkedInIcon />
            {t('footer.linkedIn')}
            <span className="sr-only">{t('externalLink')}</span>
          </a>
        </section>
        <section aria-labelledby={companyId} className="space-y-3">
          <h2 id={companyId} className={HEADING}>
            {t('footer.companyHeading')}
          </h2>
          <FooterRegistration />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-300 sm:px-6">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4z" />
    </svg>
  );
}
