import { describe, expect, it } from 'vitest';
import { checkEntry, type EntryValues } from './entry-rules';

describe('an entry to save', () => {
  const filled: EntryValues = { concert: 'winter-strings', resident: 'r-17', moment: 'before', kind: 'face', face: 4, draft: {} };

  it('is the chosen answer only, with the code as the database takes it', () => {
    expect(checkEntry(filled)).toEqual({ entry: { concert: 'winter-strings', resident: 'R-17', moment: 'before', answer: { face: 4 } } });
    const observed = { ...filled, kind: 'observed', draft: { pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 } } as const;
    expect(checkEntry(observed)).toEqual({ entry: { concert: 'winter-strings', resident: 'R-17', moment: 'before', answer: { observed: { pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 } } } });
  });

  it('names every problem at once', () => {
    expect(checkEntry({ ...filled, concert: '', resident: 'Maria', face: undefined })).toEqual({ problems: { concert: 'missing', resident: 'invalid', face: 'missing' } });
    expect(checkEntry({ ...filled, kind: 'observed', draft: { alertness: 3 } })).toEqual({ problems: { observed: ['pleasure', 'anxiety', 'sadness'] } });
    expect(checkEntry({ ...filled, resident: '' })).toEqual({ problems: { resident: 'missing' } });
  });
});
