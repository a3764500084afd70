import { Link } from 'react-router-dom';
import { buttonClasses } from './button';

interface NotFoundStateProps {
  heading: string;
  text: string;
  /** The way on: the first is the main action. Texts already translated. */
  actions: readonly { to: string; label: string }[];
}

/** An address that names nothing (an unknown concert, artist…): say so, and offer where to go instead. */
export function NotFoundState({ heading, text, actions }: NotFoundStateProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">{heading}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {actions.map(({ to, label }, i) => (
          <Link key={to} to={to} className={buttonClasses(i === 0 ? 'primary' : 'secondary')}>
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}
