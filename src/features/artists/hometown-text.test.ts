import { describe, expect, it } from 'vitest';
import { hometownText } from './hometown-text';

describe('hometownText', () => {
  it('keeps the place as named and names the country in the visitor language', () => {
    expect(hometownText({ hometown: 'Houston, Texas', country: 'US' }, 'en')).toBe('Houston, Texas, United States');
    expect(hometownText({ hometown: 'Houston, Texas', country: 'US' }, 'de')).toBe('Houston, Texas, Vereinigte Staaten');
    expect(hometownText({ hometown: 'Manchester', country: 'GB' }, 'nl')).toBe('Manchester, Verenigd Koninkrijk');
  });
});
