import { describe, expect, it } from 'vitest';
import { checkCredentials, checkEmail, checkPassword, displayNameFor, passwordResetTarget, signUpOptions } from './credentials';

describe('credentials', () => {
  it('asks for an email, then for one that looks like an address', () => {
    expect(checkEmail('  ')).toBe('emailRequired');
    expect(checkEmail('ada')).toBe('emailInvalid');
    expect(checkEmail('ada@care')).toBe('emailInvalid');
    expect(checkEmail('ada @care.example')).toBe('emailInvalid');
    expect(checkEmail(' Ada.Lovelace+tutti@Care.Example ')).toBeUndefined();
  });

  it('holds new passwords to the rules, but lets any password sign in', () => {
    expect(checkPassword('', { rules: false })).toBe('passwordRequired');
    expect(checkPassword('short', { rules: false })).toBeUndefined();
    expect(checkPassword('short', { rules: true })).toBe('passwordTooShort');
    expect(checkPassword('eight ch', { rules: true })).toBeUndefined();
    expect(checkPassword('é'.repeat(37), { rules: true })).toBe('passwordTooLong');
    expect(checkCredentials('', '', { rules: true })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(checkCredentials('ada@care.example', 'long enough', { rules: true })).toEqual({});
  });

  it('defaults the display name to the part of the email before @ (SPEC section 5)', () => {
    expect(displayNameFor('Ada.Lovelace@care.example')).toBe('ada.lovelace');
    expect(displayNameFor('ada@care.example', '  ')).toBe('ada');
    expect(displayNameFor('ada@care.example', ' Ada L. ')).toBe('Ada L.');
  });

  it('sends the display name and the site root as the email redirect (SPEC section 7)', () => {
    expect(signUpOptions('ada@care.example', '', 'https://tutti.example')).toEqual({
      data: { display_name: 'ada' },
      emailRedirectTo: 'https://tutti.example/',
    });
    expect(passwordResetTarget('https://tutti.example')).toBe('https://tutti.example/auth?mode=update-password');
  });
});
