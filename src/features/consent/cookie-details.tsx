import { useTranslation } from 'react-i18next';

/** What each kind of cookie does, shown under View Details. */
export function CookieDetails({ id, hidden }: { id: string; hidden: boolean }) {
  const { t } = useTranslation('consent');
  const kinds = [
    { title: t('essentialTitle'), text: t('essentialText') },
    { title: t('analyticsTitle'), text: t('analyticsText') },
  ];
  return (
    <div id={id} hidden={hidden} className="mt-3 grid gap-3 sm:grid-cols-2">
      {kinds.map((kind) => (
        <div key={kind.title} className="rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
          <h3 className="font-semibold">{kind.title}</h3>
          <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{kind.text}</p>
        </div>
      ))}
    </div>
  );
}
