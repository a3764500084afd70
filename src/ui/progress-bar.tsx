import { cn } from './cn';

export const PROGRESS_DEFAULT_MAX = 100;

interface ProgressBarProps {
  /** Leave out for an indeterminate bar (no value attribute at all, as ARIA requires). */
  value?: number;
  max?: number;
  label: string;
  className?: string;
}

export function ProgressBar({ value, max = PROGRESS_DEFAULT_MAX, label, className }: ProgressBarProps) {
  const indeterminate = value === undefined;
  const clamped = indeterminate ? 0 : Math.min(Math.max(value, 0), max);
  const state = indeterminate ? 'indeterminate' : clamped >= max ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={indeterminate ? undefined : 0}
      aria-valuemax={indeterminate ? undefined : max}
      aria-valuenow={indeterminate ? undefined : clamped}
      data-state={state}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      {indeterminate ? (
        <div className="progress-indeterminate h-full w-1/3 rounded-full bg-brand-600 dark:bg-brand-300" />
      ) : (
        // The fill's width is an SVG attribute, not a style attribute, which the Content-Security-Policy
        // refuses in HTML (prerendered pages carry it as markup).
        <svg className="block h-full w-full" aria-hidden="true" focusable="false">
          <rect width={`${(clamped / max) * 100}%`} height="100%" rx="4" className="fill-brand-600 dark:fill-brand-300" />
        </svg>
      )}
    </div>
  );
}
