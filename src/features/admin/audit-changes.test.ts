import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists the changed columns of an update, from and to', () => {
    expect(auditChanges('update', { status: { from: 'new', to: 'contacted' }, published: { from: false, to: true } })).toEqual([
      { column: 'status', from: 'new', to: 'contacted' },
      { column: 'published', from: 'false', to: 'true' },
    ]);
  });

  it('shows an inserted row as new values and a deleted one as old values', () => {
    expect(auditChanges('insert', { id: 'x', texts: { en: { title: 'T' } } })).toEqual([
      { column: 'id', from: null, to: 'x' },
      { column: 'texts', from: null, to: '{"en":{"title":"T"}}' },
    ]);
    expect(auditChanges('delete', { id: 'x' })).toEqual([{ column: 'id', from: 'x', to: null }]);
  });

  it('shows nothing for what is not an object', () => {
    expect(auditChanges('update', null)).toEqual([]);
    expect(auditChanges('update', [1, 2])).toEqual([]);
  });
});
