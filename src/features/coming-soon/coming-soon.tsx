import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';

export type ComingSoonPage =
  | 'booking'
  | 'contact'
  | 'waitlist'
  | 'auth'
  | 'verifyEmail'
  | 'admin'
  | 'securityDashboard';

/** Heading and introduction of a route whose feature arrives with a later issue. */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation('placeholders');
  const { t: tCommon } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{t(`${page}.heading`)}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t(`${page}.intro`)}</p>
      <p className="mt-6 rounded-xl bg-brand-50 p-4 text-brand-950 dark:bg-slate-800 dark:text-slate-100">
        {tCommon('placeholderNotice')}
      </p>
      <Link to="/contact" className={buttonClasses('secondary', 'mt-6')}>
        {tCommon('nav.contact')}
      </Link>
    </section>
  );
}
