import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/intl-formatters';
import type { MoodGroup } from './mood-report';
import type { LineLabels } from './mood-report-props';
import { formatPercent } from './mood-summary';

interface TableProps {
  groups: readonly MoodGroup[];
  formatMonth: (month: string) => string;
  caption: string;
  labels: LineLabels;
}

/** The table's columns, which the CSV's begin with. The subject is what a line covers (a concert, the facilities). */
export const TABLE_COLUMNS = ['month', 'subject', 'residents', 'ownAnswers', 'better', 'same', 'worse', 'meanBefore', 'meanAfter'] as const;

const cell = 'border-b border-slate-300 px-3 py-2 text-left align-top [overflow-wrap:normal] dark:border-slate-600 print:px-1.5 print:py-1';
/** Months and figures stay whole; the concert's title and the headers wrap between words, never inside one. */
const whole = `${cell} whitespace-nowrap`;

/**
 * Every figure of the report in words and numbers, beside the charts: their text alternative, and what the CSV
 * holds. Scrolls sideways inside its own box on a phone (reachable by keyboard), never the page.
 */
export function MoodTable({ groups, formatMonth, caption, labels }: TableProps) {
  const { t, i18n } = useTranslation('facility');
  const captionId = useId();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 }).format;
  const share = (value: number) => formatPercent(value, i18n.language);
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="min-w-full border-collapse text-base print:text-xs" data-table="mood">
        <caption id={captionId} className="pb-2 text-left font-semibold text-slate-900 dark:text-white">
          {caption}
        </caption>
        <thead>
          <tr>
            {TABLE_COLUMNS.map((key) => (
              <th key={key} scope="col" className={cell}>
                {key === 'subject' ? labels.subjectHeader : t(`mood.table.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const f = group.figures;
            return (
              <tr key={`${group.month}-${group.concertId ?? ''}`} data-month={group.month} data-concert={group.concertId ?? ''} className={group.concertId === null ? 'font-semibold print:break-inside-avoid' : 'print:break-inside-avoid'}>
                <th scope="row" className={whole}>
                  {formatMonth(group.month)}
                </th>
                <td className={cell}>{labels.subject(group)}</td>
                <td className={whole}>{group.residents}</td>
                {f === null ? (
                  <td className={cell} colSpan={6}>
                    {labels.countsOnly(group)}
                  </td>
                ) : (
                  <>
                    <td className={whole}>{f.selfReported}</td>
                    <td className={whole}>{share(f.improved)}</td>
                    <td className={whole}>{share(f.stayed)}</td>
                    <td className={whole}>{share(f.declined)}</td>
                    <td className={whole}>{number(f.meanBefore)}</td>
                    <td className={whole}>{number(f.meanAfter)}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
