/** One changed column of an audit entry, values as text. */
export interface AuditChange {
  column: string;
  from: string | null;
  to: string | null;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An entry's `changes` as lines: for an update `{col: {from, to}}`; for an insert the new row (from
 * nothing), for a delete the old one (to nothing).
 */
export function auditChanges(action: string, changes: unknown): AuditChange[] {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([column, value]) => {
    if (action === 'update' && typeof value === 'object' && value !== null && 'to' in value) {
      const change = value as { from?: unknown; to?: unknown };
      return { column, from: text(change.from), to: text(change.to) };
    }
    return action === 'delete' ? { column, from: text(value), to: null } : { column, from: null, to: text(value) };
  });
}
