import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { inlineLinkClasses } from '@/ui/link-classes';
import { BADGE_CLASSES, HomeSection } from './home-section';
import { HomeIcon } from './home-icons';

/** Names of stores, platforms and browsers: proper names, the same in every language. */
const MOBILE_STORES = ['App Store', 'Google Play'] as const;
const VR_STORES = ['Meta Quest', 'SteamVR', 'VIVEPORT'] as const;
const BROWSERS = ['Chrome', 'Safari', 'Firefox'] as const;

/** Every browser runs the web version, so each browser link leads to the demo concert (SPEC section 2). */
const BROWSER_HREF = '/concert/demo';

/**
 * 'Experience Anywhere': three ways of watching in plain columns. The app stores are not open yet: each
 * group says 'Coming soon' once and names its stores as plain text, never as links or dead buttons.
 */
export function DownloadSection() {
  const { t } = useTranslation('home-lower');
  return (
    <HomeSection id="download" title={t('download.title')} intro={t('download.intro')} tinted>
      <ul className="grid gap-8 md:grid-cols-3">
        <Way title={t('download.mobile.title')} text={t('download.mobile.text')}>
          <ComingSoon names={MOBILE_STORES} />
        </Way>
        <Way title={t('download.vr.title')} text={t('download.vr.text')}>
          <ComingSoon names={VR_STORES} />
        </Way>
        <Way title={t('download.browser.title')} text={t('download.browser.text')}>
          <ul aria-label={t('download.browser.listLabel')} className="flex flex-wrap gap-2">
            {BROWSERS.map((browser) => (
              <li key={browser}>
                <Link to={BROWSER_HREF} className={buttonClasses('secondary')}>
                  {browser}
                </Link>
              </li>
            ))}
          </ul>
        </Way>
      </ul>
      <div className="mt-8 flex max-w-3xl gap-3 text-base leading-relaxed text-slate-800 dark:text-slate-200">
        <HomeIcon name="lock" className="mt-2 size-6 text-brand-700 dark:text-stage-300" />
        <p>
          {t('download.privacy')}{' '}
          <Link to="/contact" className={inlineLinkClasses}>
            {t('download.privacyContact')}
          </Link>
        </p>
      </div>
    </HomeSection>
  );
}

function Way({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="space-y-3 border-t-4 border-slate-300 pt-4 dark:border-slate-600">
      <h3 className="text-xl font-semibold text-slate-950 dark:text-white">{title}</h3>
      <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{text}</p>
      {children}
    </li>
  );
}

/** Store entries that do not exist yet: the group's 'Coming soon' once, then the stores' names as plain text. */
function ComingSoon({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('home-lower');
  return (
    <div className="space-y-2">
      <p className={BADGE_CLASSES}>{t('download.comingSoon')}</p>
      <ul aria-label={t('download.storesLabel')} className="flex flex-wrap gap-x-4 gap-y-1 text-base font-semibold text-slate-800 dark:text-slate-200">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
