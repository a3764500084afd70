import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';

/** What each kind of cookie does, and the privacy policy, shown under View Details as a row of its own. */
export function CookieDetails({ id, hidden }: { id: string; hidden: boolean }) {
  const { t } = useTranslation('consent');
  const kinds = [
    { title: t('essentialTitle'), text: t('essentialText') },
    { title: t('analyticsTitle'), text: t('analyticsText') },
  ];
  return (
    <div id={id} hidden={hidden} className="grid basis-full gap-2 py-1 sm:grid-cols-2">
      {kinds.map((kind) => (
        <div key={kind.title} className="rounded-xl bg-white p-3 dark:bg-slate-800">
          <h3 className="font-semibold">{kind.title}</h3>
          <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{kind.text}</p>
        </div>
      ))}
      <Link to="/privacy" className={buttonClasses('ghost', 'justify-self-start px-2 underline underline-offset-4')}>
        {t('privacyLink')}
      </Link>
    </div>
  );
}
