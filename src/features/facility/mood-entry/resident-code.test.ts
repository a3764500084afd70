import { describe, expect, it } from 'vitest';
import { readResidentCode } from './resident-code';

describe('a resident’s code', () => {
  it('takes the facility’s codes as the database does, in capitals and without spaces around', () => {
    expect(readResidentCode('R-17')).toEqual({ code: 'R-17' });
    expect(readResidentCode('3')).toEqual({ code: '3' });
    expect(readResidentCode(' r17 ')).toEqual({ code: 'R17' });
    expect(readResidentCode('abc-1234')).toEqual({ code: 'ABC-1234' });
  });

  it('refuses a name and anything else outside the rule, and tells an empty field apart', () => {
    for (const typed of ['Maria', 'Maria Jansen', 'R-17a', 'ABCD-1', '12345', 'R--17', 'R 17', '-17', 'R-']) expect(readResidentCode(typed), typed).toEqual({ problem: 'invalid' });
    expect(readResidentCode('')).toEqual({ problem: 'missing' });
    expect(readResidentCode('   ')).toEqual({ problem: 'missing' });
  });
});
