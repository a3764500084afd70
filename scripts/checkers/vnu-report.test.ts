import { describe, expect, it } from 'vitest';
import { pageResults } from './vnu-report.ts';

const root = '/build/dist';
const output = (messages: object[]) => JSON.stringify({ version: 'test', messages });
const error = (page: string, message: string) => ({ type: 'error', url: `file:${root}/${page}`, lastLine: 3, message, extract: '<input>' });

describe('pageResults', () => {
  it('gives one result per page, with its errors and without warnings or information', () => {
    const results = pageResults(
      output([error('booking.html', 'Bad value'), { type: 'info', subType: 'warning', url: `file:${root}/index.html`, message: 'Consider' }]),
      root,
      ['booking.html', 'index.html'],
      [],
    );
    expect(results).toEqual([
      { page: 'booking.html', errors: ['line 3: Bad value (<input>)'] },
      { page: 'index.html', errors: [] },
    ]);
  });

  it('leaves out an error a reviewed exception explains, on the pages it names only', () => {
    const exceptions = [{ message: /^Bad value/, page: /^concert\//, why: 'test' }];
    const results = pageResults(output([error('concert/1.html', 'Bad value'), error('booking.html', 'Bad value')]), root, ['booking.html', 'concert/1.html'], exceptions);
    expect(results.map((r) => [r.page, r.errors.length])).toEqual([
      ['booking.html', 1],
      ['concert/1.html', 0],
    ]);
  });

  it('keeps an error of a file it was not asked about, and a fatal one, as failures', () => {
    const results = pageResults(output([{ type: 'non-document-error', subType: 'io', message: 'Cannot read' }, { type: 'info', subType: 'fatal', url: `file:${root}/a.html`, message: 'Broken' }]), root, ['a.html'], []);
    expect(results).toEqual([
      { page: 'a.html', errors: ['line ?: Broken'] },
      { page: '(no page)', errors: ['line ?: Cannot read'] },
    ]);
  });

  it('refuses output that is not the checker’s JSON', () => {
    expect(() => pageResults('{"messages": 3}', root, [], [])).toThrow();
  });
});
