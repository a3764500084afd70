import { randomUUID } from 'node:crypto';
import { authError } from './auth-stub-replies';
import { fakeJwt, fakeSession, type StubbedRequest, type StubHandlers, type StubReply } from './supabase-stub';

/**
 * Spots at a concert the way the database and Supabase Auth answer them (supabase/README.md, 'Care facilities'),
 * kept in memory so one test can go reserve → change → cancel, or request → code → confirm, and read the counts
 * the page would read again: a facility's staff reserve with reserve_for_facility (and change, cancel); a visitor's
 * request_spots holds nothing until Supabase Auth has checked the one-time code mailed to the address (/otp,
 * /verify) and that session calls confirm_spot_request. Who calls is read from the request's JWT, as PostgREST does.
 */
export interface ReserveConcert {
  capacity: number;
  registered: number;
  max_spots_per_address: number;
}

export interface StubFacility {
  id: string;
  name: string;
  status: 'pending' | 'verified' | 'suspended';
  time_zone: string;
  /** user id → role */
  members: Record<string, 'manager' | 'staff'>;
}

interface FacilityReservation {
  id: string;
  concert_id: string;
  facility_id: string;
  spots: number;
  note: string | null;
  cancelled_at: string | null;
}

interface SpotRequest {
  id: string;
  concert_id: string;
  spots: number;
  contact_email: string;
  expires_at: number;
  confirmed_at: number | null;
}

export interface ReserveStore {
  concerts: Record<string, ReserveConcert>;
  facilities: StubFacility[];
  reservations: FacilityReservation[];
  requests: SpotRequest[];
  /** The code mailed last to each address (what the visitor reads in their mailbox). */
  codes: Record<string, string>;
  /** Codes mailed so far: each new one differs from the last. */
  mailed: number;
  /** Spots reserved by confirmed requests, per address. */
  confirmed: { concert_id: string; contact_email: string; spots: number }[];
}

/** The sample concerts the pages count (as the seed has them), and the facilities of a test. */
export function reserveStore(facilities: StubFacility[] = []): ReserveStore {
  const concert = (registered: number): ReserveConcert => ({ capacity: 100, registered, max_spots_per_address: 20 });
  return {
    concerts: { 'amsterdam-philharmonic': concert(87), 'classical-strings': concert(62), 'jazz-quartet': concert(41) },
    facilities,
    reservations: [],
    requests: [],
    codes: {},
    mailed: 0,
    confirmed: [],
  };
}

const REQUEST_LIFETIME_MS = 30 * 60_000;

const refuse = (message: string, details: string | null = null, code = 'P0001'): StubReply => ({ status: 400, json: { code, message, details, hint: null } });

function claimsOf(request: StubbedRequest): { sub?: string; email?: string } {
  const payload = (request.headers['authorization'] ?? '').replace(/^Bearer /, '').split('.')[1];
  if (payload === undefined) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string; email?: string };
  } catch {
    return {};
  }
}

/** A signed-in account of its own (its id and e-mail), as the token endpoint gives it. */
export function accountSession(email: string) {
  const base = fakeSession({ email });
  const id = randomUUID();
  const claims = JSON.parse(Buffer.from(base.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return { ...base, access_token: fakeJwt({ ...claims, sub: id }), user: { ...base.user, id } };
}

type Body = Record<string, unknown>;
const bodyOf = (request: StubbedRequest) => (request.body ?? {}) as Body;

/** The concert's checks in reserve_spots' order; a refusal, or null when `spots` fit. */
function concertRefusal(store: ReserveStore, id: unknown, spots: unknown, already = 0): StubReply | null {
  const concert = typeof id === 'string' ? store.concerts[id] : undefined;
  if (!concert) return refuse('unknown_concert', null, 'P0002');
  if (typeof spots !== 'number' || spots < 1 || spots > concert.capacity - concert.registered + already) {
    return refuse('not_enough_spots', `${concert.registered - already} of ${concert.capacity} taken`);
  }
  return null;
}

function facilityHandlers(store: ReserveStore): StubHandlers {
  const memberOf = (request: StubbedRequest, facilityId: unknown) => {
    const user = claimsOf(request).sub;
    return store.facilities.find((facility) => facility.id === facilityId && user !== undefined && facility.members[user] !== undefined);
  };
  const ownReservation = (request: StubbedRequest, id: unknown) => {
    const reservation = store.reservations.find((row) => row.id === id);
    return reservation && memberOf(request, reservation.facility_id) ? reservation : undefined;
  };
  const note = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    'POST /rest/v1/rpc/my_facilities': (request) => {
      const user = claimsOf(request).sub ?? '';
      return { json: store.facilities.filter((f) => f.members[user]).map((f) => ({ id: f.id, name: f.name, status: f.status, role: f.members[user] })) };
    },
    'GET /rest/v1/facilities': (request) => {
      const facility = memberOf(request, request.search.get('id')?.replace(/^eq\./, ''));
      return facility ? { json: { time_zone: facility.time_zone } } : { status: 406, json: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows', hint: null } };
    },
    'GET /rest/v1/facility_reservations': (request) => {
      const facility = memberOf(request, request.search.get('facility_id')?.replace(/^eq\./, ''));
      const concert = request.search.get('concert_id')?.replace(/^eq\./, '');
      const rows = store.reservations.filter((row) => facility && row.facility_id === facility.id && row.concert_id === concert && row.cancelled_at === null);
      return { json: rows.map(({ id, spots, note: text }) => ({ id, spots, note: text })) };
    },
    'POST /rest/v1/rpc/reserve_for_facility': (request) => {
      const body = bodyOf(request);
      const facility = memberOf(request, body.facility);
      if (!facility) return refuse('not_member');
      if (facility.status !== 'verified') return refuse('facility_not_verified', facility.status);
      const active = store.reservations.find((row) => row.facility_id === facility.id && row.concert_id === body.concert && row.cancelled_at === null);
      if (active) return refuse('already_reserved', active.id);
      const refused = concertRefusal(store, body.concert, body.spots);
      if (refused) return refused;
      const concert = store.concerts[body.concert as string]!;
      if ((body.spots as number) > concert.max_spots_per_address) return refuse('facility_limit', String(concert.max_spots_per_address));
      const id = randomUUID();
      store.reservations.push({ id, concert_id: body.concert as string, facility_id: facility.id, spots: body.spots as number, note: note(body.note), cancelled_at: null });
      concert.registered += body.spots as number;
      return { json: [{ id, registered: concert.registered }] };
    },
    'POST /rest/v1/rpc/change_facility_reservation': (request) => {
      const body = bodyOf(request);
      const reservation = ownReservation(request, body.reservation);
      if (!reservation) return refuse('unknown_reservation', null, 'P0002');
      if (reservation.cancelled_at) return refuse('reservation_cancelled');
      const refused = concertRefusal(store, reservation.concert_id, body.spots, reservation.spots);
      if (refused) return refused;
      const concert = store.concerts[reservation.concert_id]!;
      if ((body.spots as number) > concert.max_spots_per_address) return refuse('facility_limit', String(concert.max_spots_per_address));
      concert.registered += (body.spots as number) - reservation.spots;
      Object.assign(reservation, { spots: body.spots, note: note(body.note) });
      return { json: concert.registered };
    },
    'POST /rest/v1/rpc/cancel_facility_reservation': (request) => {
      const reservation = ownReservation(request, bodyOf(request).reservation);
      if (!reservation) return refuse('unknown_reservation', null, 'P0002');
      if (reservation.cancelled_at) return refuse('reservation_cancelled');
      reservation.cancelled_at = new Date().toISOString();
      const concert = store.concerts[reservation.concert_id]!;
      concert.registered -= reservation.spots;
      return { json: concert.registered };
    },
  };
}

function visitorHandlers(store: ReserveStore): StubHandlers {
  return {
    'POST /rest/v1/rpc/request_spots': (request) => {
      const body = bodyOf(request);
      const refused = concertRefusal(store, body.concert, body.spots);
      if (refused) return refused;
      const id = randomUUID();
      store.requests.push({ id, concert_id: body.concert as string, spots: body.spots as number, contact_email: String(body.contact_email).toLowerCase(), expires_at: Date.now() + REQUEST_LIFETIME_MS, confirmed_at: null });
      return { json: id };
    },
    'POST /rest/v1/rpc/confirm_spot_request': (request) => {
      const email = claimsOf(request).email;
      if (!email) return refuse('sign_in_first');
      const asked = store.requests.find((row) => row.id === bodyOf(request).request);
      if (!asked) return refuse('unknown_request', null, 'P0002');
      if (asked.contact_email !== email.toLowerCase()) return refuse('wrong_email');
      if (asked.confirmed_at !== null) return refuse('request_confirmed');
      if (asked.expires_at <= Date.now()) return refuse('request_expired');
      const refused = concertRefusal(store, asked.concert_id, asked.spots);
      if (refused) return refused;
      const concert = store.concerts[asked.concert_id]!;
      concert.registered += asked.spots;
      asked.confirmed_at = Date.now();
      store.confirmed.push({ concert_id: asked.concert_id, contact_email: asked.contact_email, spots: asked.spots });
      return { json: concert.registered };
    },
    // signInWithOtp: a new six-digit code is 'mailed' to the address (the account is made when new).
    'POST /auth/v1/otp': (request) => {
      const email = String(bodyOf(request).email ?? '').toLowerCase();
      store.mailed += 1;
      store.codes[email] = String(100_000 + store.mailed * 7_919);
      return { json: {} };
    },
    // verifyOtp: the session for that address, or the service's one answer for a wrong or expired code.
    'POST /auth/v1/verify': (request) => {
      const body = bodyOf(request);
      const email = String(body.email ?? '').toLowerCase();
      if (body.type !== 'email' || store.codes[email] === undefined || body.token !== store.codes[email]) {
        return authError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      return { json: accountSession(email) };
    },
  };
}

/** The live counts the concert page reads, from the store (they change only with what the store holds). */
export function countsHandler(store: ReserveStore): StubHandlers {
  return {
    'GET /rest/v1/concerts': () => ({ json: Object.entries(store.concerts).map(([id, { capacity, registered }]) => ({ id, capacity, registered })) }),
  };
}

export function reserveHandlers(store: ReserveStore): StubHandlers {
  return { ...countsHandler(store), ...facilityHandlers(store), ...visitorHandlers(store) };
}

/** Makes a request older than its 30 minutes, as the clock would. */
export function expireRequests(store: ReserveStore): void {
  for (const request of store.requests) request.expires_at = Date.now() - 1;
}
