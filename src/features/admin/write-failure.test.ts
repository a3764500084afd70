import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProgrammeError } from '@/features/concerts/editing';
import admin from '@/i18n/locales/en/admin.json';
import { writeFailureText } from './write-failure';

let t: TFunction<'admin'>;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { en: { admin } } });
  t = instance.getFixedT('en', 'admin');
});

describe('writeFailureText', () => {
  it("names the database's refusals about a draft artist in the admin's words", () => {
    expect(writeFailureText(t, new ProgrammeError('artist_not_published', 400, '23514'))).toBe(admin.writeErrors.artist_not_published);
    expect(writeFailureText(t, new ProgrammeError('artist_on_published_concerts', 400, '23514'))).toBe(admin.writeErrors.artist_on_published_concerts);
  });

  it('keeps the general text for another check that failed', () => {
    expect(writeFailureText(t, new ProgrammeError('concerts_capacity_check', 400, '23514'))).not.toMatch(/artist/i);
  });
});
