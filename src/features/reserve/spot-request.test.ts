import { describe, expect, it } from 'vitest';
import { codeDigits, sendCodeOutcome, verifyCodeOutcome } from './email-code';
import { confirmOutcome, requestOutcome } from './spot-request';

const REQUEST = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const refused = (code: string, message: string, details: string | null = null) => ({ data: null, error: { code, message, details } });

describe('requestOutcome (request_spots)', () => {
  it("reads the request's id: the request is stored and holds nothing yet", () => {
    expect(requestOutcome({ data: REQUEST, error: null })).toEqual({ status: 'requested', request: REQUEST });
  });

  it('reads the refusals reserve_spots would give now', () => {
    expect(requestOutcome(refused('P0001', 'not_enough_spots', '98 of 100 taken'))).toEqual({ status: 'notEnoughSpots' });
    expect(requestOutcome(refused('P0001', 'address_limit', '4'))).toEqual({ status: 'addressLimit', remaining: 4 });
    expect(requestOutcome(refused('P0001', 'concert_cancelled'))).toEqual({ status: 'concertCancelled' });
    expect(requestOutcome(refused('P0001', 'rate_limited'))).toEqual({ status: 'rateLimited' });
    expect(requestOutcome(refused('P0002', 'unknown_concert'))).toEqual({ status: 'unknownConcert' });
  });

  it('treats an answer that is not a request id as a failure', () => {
    expect(requestOutcome({ data: 90, error: null })).toEqual({ status: 'failed' });
    expect(requestOutcome({ data: 'not-a-uuid', error: null })).toEqual({ status: 'failed' });
    expect(requestOutcome({ data: null, error: null })).toEqual({ status: 'failed' });
  });
});

describe('confirmOutcome (confirm_spot_request)', () => {
  it("reads the concert's new count: the spots are reserved", () => {
    expect(confirmOutcome({ data: 93, error: null })).toEqual({ status: 'reserved', registered: 93 });
  });

  it("reads an expired request, and one gone (purged), as 'ask again'", () => {
    expect(confirmOutcome(refused('P0001', 'request_expired'))).toEqual({ status: 'requestExpired' });
    expect(confirmOutcome(refused('P0002', 'unknown_request'))).toEqual({ status: 'requestExpired' });
  });

  it('reads another address, and a request confirmed already', () => {
    expect(confirmOutcome(refused('P0001', 'wrong_email'))).toEqual({ status: 'wrongEmail' });
    expect(confirmOutcome(refused('P0001', 'request_confirmed'))).toEqual({ status: 'requestConfirmed' });
  });

  it("reads reserve_spots' refusals, checked again under the concert's lock", () => {
    expect(confirmOutcome(refused('P0001', 'not_enough_spots', '99 of 100 taken'))).toEqual({ status: 'notEnoughSpots' });
    expect(confirmOutcome(refused('P0001', 'address_limit', '0'))).toEqual({ status: 'addressLimit', remaining: 0 });
    expect(confirmOutcome(refused('P0002', 'unknown_concert'))).toEqual({ status: 'unknownConcert' });
    expect(confirmOutcome(refused('P0001', 'concert_started'))).toEqual({ status: 'concertStarted' });
  });

  it('treats sign_in_first (no session), a server error and a network failure as failures', () => {
    expect(confirmOutcome(refused('P0001', 'sign_in_first'))).toEqual({ status: 'failed' });
    expect(confirmOutcome({ data: null, error: { message: 'Internal Server Error' } })).toEqual({ status: 'failed' });
    expect(confirmOutcome({ data: null, error: { code: '', message: 'AbortError: request timed out after 15000 ms' } })).toEqual({ status: 'timeout' });
  });
});

describe('the one-time code (Supabase Auth)', () => {
  it('reads a code sent, and the service’s limit on e-mails as too soon', () => {
    expect(sendCodeOutcome(null)).toEqual({ status: 'sent' });
    expect(sendCodeOutcome({ code: 'over_email_send_rate_limit', status: 429 })).toEqual({ status: 'tooSoon' });
    expect(sendCodeOutcome({ code: 'email_address_invalid', status: 400 })).toEqual({ status: 'failed' });
  });

  it('reads a wrong or expired code alike (the service answers otp_expired for both)', () => {
    expect(verifyCodeOutcome(null)).toEqual({ status: 'verified' });
    expect(verifyCodeOutcome({ code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' })).toEqual({ status: 'wrongCode' });
    expect(verifyCodeOutcome({ code: 'over_request_rate_limit', status: 429 })).toEqual({ status: 'tooManyTries' });
    expect(verifyCodeOutcome({ message: 'AbortError: request timed out after 15000 ms' })).toEqual({ status: 'timeout' });
    expect(verifyCodeOutcome({ message: 'Failed to fetch', status: 0 })).toEqual({ status: 'failed' });
  });

  it('sends the digits only, as typed with spaces', () => {
    expect(codeDigits(' 123 456 ')).toBe('123456');
  });
});
