import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';

/** The page's only h1. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-50 to-white px-4 py-20 text-center sm:px-6 dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-6xl dark:text-white">
          {t('hero.title')}
        </h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/concert/demo" className={buttonClasses('primary')}>
            {t('hero.watchDemo')}
          </Link>
          <Link to="/booking" className={buttonClasses('secondary')}>
            {t('hero.bookPilot')}
          </Link>
        </div>
      </div>
    </section>
  );
}
