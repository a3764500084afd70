import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { adminRowsKey, type AdminPages } from './admin-queries';
import { STATUS_TABLES, SUBMISSION_STATUSES, type AdminRow, type StatusTable, type SubmissionStatus } from './admin-tables';
import { DataError, dataErrorKey, failureOf } from './data-error';
import { showToast } from '@/ui/toast';

export const statusChangeSchema = z.object({
  table: z.enum(STATUS_TABLES),
  id: z.string().min(1),
  status: z.enum(SUBMISSION_STATUSES),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** `PATCH /rest/v1/<table>?id=eq.<id>` with `{ status }`: admins only (column grant and policy); no row back means refused. */
export async function setSubmissionStatus(client: TuttiClient, change: StatusChange): Promise<void> {
  const { table, id, status } = statusChangeSchema.parse(change);
  const { data, error, status: http } = await client.from(table).update({ status }).eq('id', id).select('id').maybeSingle();
  if (error) throw new DataError(error.message, http, error.code, isRequestTimeout(error));
  if (data === null) throw new DataError('no row was changed', 403, '42501');
}

const withStatus = (pages: AdminPages | undefined, id: string, status: SubmissionStatus): AdminPages | undefined =>
  pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, status } : row)) })) };

/**
 * Sets a row's status at once on screen (every cached page of the table, whatever the search), and puts
 * the old value back if the database refuses or cannot be reached.
 */
export function useSetSubmissionStatus(client: TuttiClient, userId: string, table: StatusTable) {
  const queryClient = useQueryClient();
  const key = adminRowsKey(userId, table);
  return useMutation({
    mutationFn: (change: Omit<StatusChange, 'table'>) => setSubmissionStatus(client, { ...change, table }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before: [QueryKey, AdminPages | undefined][] = queryClient.getQueriesData<AdminPages>({ queryKey: key });
      queryClient.setQueriesData<AdminPages>({ queryKey: key }, (pages) => withStatus(pages, id, status));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, pages] of context?.before ?? []) queryClient.setQueryData(queryKey, pages);
    },
  });
}

/** The panel's status change: saved at once, confirmed by a toast, set back (with a toast saying so) on failure. */
export function useStatusChange(client: TuttiClient, userId: string, table: StatusTable) {
  const { t } = useTranslation('admin');
  const { mutate } = useSetSubmissionStatus(client, userId, table);
  return useCallback(
    (row: AdminRow, from: SubmissionStatus, to: SubmissionStatus) =>
      mutate(
        { id: row.id, status: to },
        {
          onSuccess: () => showToast({ title: t('submissionStatus.saved', { status: t(`submissionStatus.${to}`) }), variant: 'success' }),
          onError: (error) =>
            showToast({
              title: t('submissionStatus.failed', { status: t(`submissionStatus.${from}`) }),
              description: t(`errors.${dataErrorKey(failureOf(error))}`),
              variant: 'destructive',
            }),
        },
      ),
    [mutate, t],
  );
}
