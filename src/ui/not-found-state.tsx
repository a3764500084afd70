import { Link } from 'react-router-dom';
import { buttonClasses } from './button';
import { NotFoundMark } from './not-found-mark';
import { StillPicture } from './still-picture';

interface NotFoundStateProps {
  heading: string;
  text: string;
  /** The way on: the first is the main action. Texts already translated. */
  actions: readonly { to: string; label: string }[];
  /** A large mark over the picture ('404'), hidden from assistive technology: the heading says it in words. */
  mark?: string;
}

/** The column less its padding from 42rem, the screen less the page's padding below. */
const STILL_SIZES = '(min-width: 672px) 640px, calc(100vw - 2rem)';

/**
 * An address that names nothing (an unknown page, concert, artist…): the hall waiting in the dark, what
 * happened, and where to go instead.
 */
export function NotFoundState({ heading, text, actions, mark }: NotFoundStateProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <div className="relative w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
        <StillPicture still="hall-waiting" priority sizes={STILL_SIZES} alt="" className="block aspect-[5/2] h-auto w-full object-cover" />
        {mark && <NotFoundMark mark={mark} />}
      </div>
      <h1 className="text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">{heading}</h1>
      <p className="max-w-xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">{text}</p>
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
