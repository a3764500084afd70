import { useMemo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacilityStatus } from '@/features/facility';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { Button } from '@/ui/button';
import type { FacilityRow } from './facility-admin-queries';
import { formatCell } from './format-cell';

/** What an admin may do with a facility in each status ('reinstate' sets a suspended one verified again). */
export type FacilityAction = 'verify' | 'suspend' | 'reinstate';
export const ACTIONS_BY_STATUS: Record<FacilityStatus, readonly FacilityAction[]> = {
  pending: ['verify', 'suspend'],
  verified: ['suspend'],
  suspended: ['reinstate'],
};
export const STATUS_OF_ACTION: Record<FacilityAction, FacilityStatus> = { verify: 'verified', suspend: 'suspended', reinstate: 'verified' };

/** The id of a row's action button, where the focus goes back to when its form is closed. */
export const actionButtonId = (tableId: string, facility: string, action: FacilityAction) => `${tableId}-${facility}-${action}`;

const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';

interface FacilityTableProps {
  id: string;
  rows: readonly FacilityRow[];
  busy: boolean;
  onAction: (row: FacilityRow, action: FacilityAction) => void;
}

/** The facilities as a table: name as each row's header, kind, country, status (with the reason), registered, actions. */
export function FacilityTable({ id, rows, busy, onAction }: FacilityTableProps) {
  const { t } = useTranslation('admin');
  const language = useDisplayLanguage();
  const captionId = useId();
  const countries = useMemo(() => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }), [language]);
  // `relative`: the rows' hidden names (sr-only, absolutely placed) stay inside the scroller instead of widening the page.
  return (
    <div role="region" aria-labelledby={captionId} aria-busy={busy} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 dark:border-slate-700">
      <table className="w-full border-collapse text-base">
        <caption id={captionId} className="px-3 py-2 text-left text-lg font-semibold text-slate-900 dark:text-white">{t('tables.facilities.caption')}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {(['name', 'kind', 'country', 'status', 'created_at', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} whitespace-nowrap`}>{t(`facilities.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} min-w-48 font-semibold break-words`}>{row.name}</th>
              <td className={`${cell} whitespace-nowrap`}>{t(`facilities.kinds.${row.kind}`)}</td>
              <td className={`${cell} whitespace-nowrap`}>{countries.of(row.country) ?? row.country}</td>
              <td className={`${cell} min-w-48`}>
                <span className="font-semibold">{t(`facilities.status.${row.status}`)}</span>
                {row.status_reason !== null && <span className="block break-words text-slate-700 dark:text-slate-300">{row.status_reason}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatCell(row.created_at, 'datetime', language)}</td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2">
                  {ACTIONS_BY_STATUS[row.status].map((action) => (
                    <Button key={action} id={actionButtonId(id, row.id, action)} variant="secondary" onClick={() => onAction(row, action)}>
                      {t(`facilities.actions.${action}`)}
                      <span className="sr-only"> {row.name}</span>
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
