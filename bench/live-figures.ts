/** A figure the live bench prints: its value, and its budget when the issue sets one (over it fails the run). */
export interface Figure {
  label: string;
  /** Seconds (milliseconds with `unit: 'ms'`); NaN when it could not be measured (which fails a budget). */
  value: number;
  budget?: number;
  /** Drift between headsets is counted in milliseconds (its budget is 20 ms). */
  unit?: 'ms';
  /** Printed after the figure (what it is made of). */
  note?: string;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export const median = (values: readonly number[]) => percentile(values, 50);

export const missed = (figure: Figure) => figure.budget !== undefined && !(figure.value <= figure.budget);

export function line(figure: Figure): string {
  const unit = figure.unit ?? 's';
  const value = Number.isNaN(figure.value) ? 'not measured' : `${figure.value.toFixed(unit === 'ms' ? 1 : 2)} ${unit}`;
  const budget = figure.budget === undefined ? '' : ` (budget ${figure.budget} ${unit}) ${missed(figure) ? 'FAIL' : 'PASS'}`;
  return `${figure.label}: ${value}${budget}${figure.note ? `  [${figure.note}]` : ''}`;
}

export const seconds = (values: readonly number[]) => values.map((value) => (Number.isNaN(value) ? '–' : value.toFixed(2))).join(', ');

