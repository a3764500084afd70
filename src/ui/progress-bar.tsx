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
      <div
        className={cn(
          'h-full rounded-full bg-brand-600 dark:bg-brand-300',
          indeterminate && 'progress-indeterminate w-1/3',
        )}
        style={indeterminate ? undefined : { width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
