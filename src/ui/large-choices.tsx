import type { ReactNode } from 'react';
import { cn } from './cn';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** Shown large before the label, and read with it ('4 Often'); a glyph (aria-hidden) leaves the label alone. */
  mark?: ReactNode;
}

interface LargeChoicesProps<V extends string | number> {
  /** The fieldset's id, so a form can send focus to a group still unanswered. */
  id?: string;
  legend: string;
  /** The radios' shared name: arrow keys move within it. */
  name: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** The grid's columns from the small breakpoint on (phones get one column). */
  columns: string;
}

// The whole box is the target (at least 56 px tall): busy staff tap it in passing, often standing.
const CHOICE = cn(
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 text-base font-semibold',
  'border-slate-400 bg-white text-slate-900 hover:border-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-stage-300',
  // Checked reads from the radio's dot and the heavier frame, not from colour alone.
  'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700',
  'dark:has-[:checked]:border-stage-300 dark:has-[:checked]:bg-slate-800 dark:has-[:checked]:ring-stage-300',
);

/** One question answered with one tap: native radios (keyboard and screen readers for free) in large boxes. */
export function LargeChoices<V extends string | number>({ id, legend, name, choices, value, onChange, columns }: LargeChoicesProps<V>) {
  return (
    <fieldset id={id} className="space-y-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className={cn('grid grid-cols-1 gap-2', columns)}>
        {choices.map((choice) => (
          <label key={choice.value} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-6 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:accent-stage-300 dark:focus-visible:outline-stage-300"
            />
            <span>
              {/* The space keeps the name '4 Often', not '4Often', for screen readers. */}
              {choice.mark && <span className="text-xl font-extrabold">{choice.mark} </span>}
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
