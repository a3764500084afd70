import { describe, expect, it } from 'vitest';
import { countOutcome, reservedOutcome } from './facility-reservation-outcome';

const ID = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const refused = (code: string, message: string, details: string | null = null) => ({ data: null, error: { code, message, details } });

describe('reservedOutcome (reserve_for_facility)', () => {
  it("reads the one row: the reservation's id and the concert's count", () => {
    expect(reservedOutcome({ data: [{ id: ID, registered: 42 }], error: null })).toEqual({ status: 'done', value: { id: ID, registered: 42 } });
  });

  it('treats no row, two rows or a malformed row as a failure', () => {
    expect(reservedOutcome({ data: [], error: null })).toEqual({ status: 'failed' });
    expect(reservedOutcome({ data: [{ id: ID, registered: 1 }, { id: ID, registered: 2 }], error: null })).toEqual({ status: 'failed' });
    expect(reservedOutcome({ data: [{ id: 'x', registered: 1 }], error: null })).toEqual({ status: 'failed' });
    expect(reservedOutcome({ data: 42, error: null })).toEqual({ status: 'failed' });
  });

  it('reads the standing of a facility that is not verified, from DETAIL', () => {
    expect(reservedOutcome(refused('P0001', 'facility_not_verified', 'pending'))).toEqual({ status: 'notVerified', standing: 'pending' });
    expect(reservedOutcome(refused('P0001', 'facility_not_verified', 'suspended'))).toEqual({ status: 'notVerified', standing: 'suspended' });
    expect(reservedOutcome(refused('P0001', 'facility_not_verified', 'odd'))).toEqual({ status: 'notVerified' });
  });

  it('reads the spots left from "N of M taken", and the cap per facility', () => {
    expect(reservedOutcome(refused('P0001', 'not_enough_spots', '97 of 100 taken'))).toEqual({ status: 'notEnoughSpots', left: 3 });
    expect(reservedOutcome(refused('P0001', 'not_enough_spots', 'many'))).toEqual({ status: 'notEnoughSpots' });
    expect(reservedOutcome(refused('P0001', 'facility_limit', '20'))).toEqual({ status: 'facilityLimit', cap: 20 });
    expect(reservedOutcome(refused('P0001', 'facility_limit'))).toEqual({ status: 'facilityLimit' });
  });

  it('reads the other refusals the README names', () => {
    expect(reservedOutcome(refused('P0001', 'not_member'))).toEqual({ status: 'notMember' });
    expect(reservedOutcome(refused('P0001', 'sign_in_first'))).toEqual({ status: 'signInFirst' });
    expect(reservedOutcome(refused('P0002', 'unknown_concert'))).toEqual({ status: 'unknownConcert' });
    expect(reservedOutcome(refused('P0001', 'concert_cancelled'))).toEqual({ status: 'concertCancelled' });
    expect(reservedOutcome(refused('P0001', 'concert_postponed'))).toEqual({ status: 'concertPostponed' });
    expect(reservedOutcome(refused('P0001', 'concert_started'))).toEqual({ status: 'concertStarted' });
    expect(reservedOutcome(refused('P0001', 'already_reserved', ID))).toEqual({ status: 'alreadyReserved', reservation: ID });
    expect(reservedOutcome(refused('23514', 'new row violates check constraint "facility_reservations_note_check"'))).toEqual({ status: 'noteRefused' });
  });

  it('tells a timeout from another failure', () => {
    expect(reservedOutcome({ data: null, error: { code: '', message: 'AbortError: request timed out after 15000 ms' } })).toEqual({ status: 'timeout' });
    expect(reservedOutcome({ data: null, error: { message: 'Internal Server Error' } })).toEqual({ status: 'failed' });
    expect(reservedOutcome(refused('P0001', 'something else'))).toEqual({ status: 'failed' });
  });
});

describe('countOutcome (change_facility_reservation, cancel_facility_reservation)', () => {
  it("reads the concert's new count", () => {
    expect(countOutcome({ data: 38, error: null })).toEqual({ status: 'done', value: 38 });
    expect(countOutcome({ data: '38', error: null })).toEqual({ status: 'failed' });
  });

  it('reads a reservation gone or cancelled meanwhile', () => {
    expect(countOutcome(refused('P0002', 'unknown_reservation'))).toEqual({ status: 'unknownReservation' });
    expect(countOutcome(refused('P0001', 'reservation_cancelled'))).toEqual({ status: 'reservationCancelled' });
  });
});
