import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { CardGrid, InfoCard } from '@/ui/info-card';
import { inlineLinkClasses } from '@/ui/prose-section';
import { HomeSection } from './home-section';
import { HomeIcon } from './home-icons';

/** Names of stores, platforms and browsers: proper names, the same in every language. */
const MOBILE_STORES = ['App Store', 'Google Play'] as const;
const VR_STORES = ['Meta Quest', 'SteamVR', 'VIVEPORT'] as const;
const BROWSERS = ['Chrome', 'Safari', 'Firefox'] as const;

/** Every browser runs the web version, so each browser link leads to the demo concert (SPEC section 2). */
const BROWSER_HREF = '/concert/demo';

/** 'Experience Anywhere': the app stores are not open yet, so they are shown as 'coming soon', not as links. */
export function DownloadSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="download" title={t('download.title')} intro={t('download.intro')} tinted>
      <CardGrid columns={3}>
        <InfoCard title={t('download.mobile.title')}>
          <p>{t('download.mobile.text')}</p>
          <ComingSoonList names={MOBILE_STORES} />
        </InfoCard>
        <InfoCard title={t('download.vr.title')}>
          <p>{t('download.vr.text')}</p>
          <ComingSoonList names={VR_STORES} />
        </InfoCard>
        <InfoCard title={t('download.browser.title')}>
          <p>{t('download.browser.text')}</p>
          <ul aria-label={t('download.browser.listLabel')} className="flex flex-wrap gap-2">
            {BROWSERS.map((browser) => (
              <li key={browser}>
                <Link to={BROWSER_HREF} className={buttonClasses('secondary')}>
                  {browser}
                </Link>
              </li>
            ))}
          </ul>
        </InfoCard>
      </CardGrid>
      <div className="mt-8 flex max-w-3xl gap-3 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
        <HomeIcon name="lock" className="mt-1 size-6 text-brand-700 dark:text-brand-300" />
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

/** Store entries that do not exist yet: plain text with a 'Coming soon' tag, never a link or a dead button. */
function ComingSoonList({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('home');
  return (
    <ul aria-label={t('download.storesLabel')} className="space-y-2">
      {names.map((name) => (
        <li
          key={name}
          className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-2 dark:border-slate-600"
        >
          <span className="font-semibold text-slate-800 dark:text-slate-200">{name}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {t('download.comingSoon')}
          </span>
        </li>
      ))}
    </ul>
  );
}
