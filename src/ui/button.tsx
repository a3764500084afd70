import type { ComponentProps } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700 dark:bg-stage-400 dark:text-slate-950 dark:hover:bg-stage-300',
  secondary:
    'border-2 border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-stage-300 dark:text-stage-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** Large, high-contrast targets (at least 44 px) for people without fine motor control. */
export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    // max-w-full: a long label wraps inside its column at large text sizes instead of running off-screen.
    'inline-flex min-h-11 min-w-11 max-w-full items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-center text-base font-semibold',
    'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    className,
  );

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
