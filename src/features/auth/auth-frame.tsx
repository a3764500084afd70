import type { ReactNode } from 'react';

/** The column of an account screen: one h1 (forms are labelled by it), an introduction, the content. */
export function AuthFrame({ heading, intro, children }: { heading: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 id="auth-heading" className="text-4xl font-bold tracking-tight text-slate-950 dark:text-white">
        {heading}
      </h1>
      {intro && <div className="mt-4 space-y-3 text-lg text-slate-700 dark:text-slate-300">{intro}</div>}
      <div className="mt-8 space-y-6">{children}</div>
    </section>
  );
}

/** Shown while supabase-js reads the session (and the link, if any): words, not a blank screen. */
export function AuthLoading({ text }: { text: string }) {
  return (
    <p className="text-lg text-slate-700 dark:text-slate-300">
      {text}
    </p>
  );
}

/** A text link of the account screens, with a 44 px tall target. */
export const TEXT_LINK =
  'inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200';
