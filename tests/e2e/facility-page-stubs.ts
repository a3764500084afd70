import { randomUUID } from 'node:crypto';
import { API_VERSION } from './auth-stub-replies';
import { fakeJwt, fakeSession, type StubbedRequest, type StubHandlers, type StubReply } from './supabase-stub';
import type { FacilityRow } from './facility-register-stubs';

/**
 * A facility's page and its staff (issue 25, points 2, 5 and 6) as the database and Supabase Auth answer them
 * (supabase/README.md, 'Care facilities'), kept in memory so that one test can go invite → sign in by the e-mailed
 * link → accept → change the role → remove, with the manager's and the staff member's pages (two browser contexts)
 * on the same store. Who calls is read from the request's JWT, and every read and function checks the memberships
 * as they are at that moment, as row-level security does: a removed member reads nothing from their next request.
 */
type Role = 'manager' | 'staff';

export interface Person {
  id: string;
  email: string;
}

/** A facility's row as the database holds it (src/lib/supabase/database.types.ts, generated from the migrations). */
export type PageFacility = FacilityRow;

interface Member {
  facility_id: string;
  user_id: string;
  role: Role;
  email: string;
  joined_at: string;
}

interface Invitation {
  id: string;
  facility_id: string;
  email: string;
  role: Role;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
}

export interface StoredConcert {
  id: string;
  title: string;
  texts: Record<string, { title?: string }>;
  starts_at: string;
  ends_at: string | null;
  status: string;
}

interface Reservation {
  id: string;
  concert_id: string;
  facility_id: string | null;
  spots: number;
  note: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

/** An e-mail Auth was asked to send (POST /otp): the address, where its link leads, and the body as sent. */
export interface SentMail {
  email: string;
  redirectTo: string | null;
  body: Record<string, unknown>;
}

export interface PageStore {
  people: Person[];
  facilities: PageFacility[];
  members: Member[];
  invitations: Invitation[];
  concerts: StoredConcert[];
  reservations: Reservation[];
  mails: SentMail[];
  /** The names of the functions called, in order. */
  calls: { name: string; args: unknown }[];
  /** Headsets that joined each facility's sessions of a concert (facility_attendance()), by facility id. */
  attendance: Record<string, { concert_id: string; sessions: number; headsets: number }[]>;
  /** The rows facility_mood_report() gives each facility's managers, those of the period asked for (the database's shape). */
  moodReport: Record<string, unknown[]>;
  /** When true, set_mood_check() fails as a server in trouble would (503), and changes nothing. */
  moodCheckFails: boolean;
  /** The bodies record_mood() accepted, in order (a refused one is in `calls` only). */
  moodAnswers: Record<string, unknown>[];
  /** When true, the next record_mood() fails as a server in trouble would (503), once, and records nothing. */
  moodAnswerFailsOnce: boolean;
}

export const pageStore = (): PageStore => ({
  people: [], facilities: [], members: [], invitations: [], concerts: [], reservations: [], mails: [], calls: [], attendance: {}, moodReport: {}, moodCheckFails: false,
  moodAnswers: [], moodAnswerFailsOnce: false,
});

const now = () => new Date().toISOString();
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const refuse = (status: number, code: string, message: string): StubReply => ({ status, json: { code, message, details: null, hint: null } });
const notManager = () => refuse(400, 'P0001', 'not_manager');
/** mood_answers.resident's rule (supabase/migrations/20261129000100_mood_checks.sql). */
const RESIDENT_LABEL = /^([A-Za-z]{1,3}-?)?[0-9]{1,4}$/;

/** A person of the store with a session of their own (their id in the JWT's `sub`, their address in `email`). */
export function personWithSession(store: PageStore, email: string) {
  const person = store.people.find((p) => p.email === email) ?? { id: randomUUID(), email };
  if (!store.people.includes(person)) store.people.push(person);
  const base = fakeSession({ email });
  const claims = JSON.parse(Buffer.from(base.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return { person, session: { ...base, access_token: fakeJwt({ ...claims, sub: person.id }), refresh_token: `refresh-${person.id}`, user: { ...base.user, id: person.id } } };
}

export function addFacility(store: PageStore, manager: Person, fields: Partial<PageFacility> = {}): PageFacility {
  const facility: PageFacility = {
    id: randomUUID(),
    name: 'De Linde',
    kind: 'care_home',
    address: 'Lindelaan 1, Utrecht',
    country: 'NL',
    time_zone: 'Europe/Amsterdam',
    residents: 80,
    headsets: 6,
    invoice_email: 'finance@linde.example',
    status: 'verified',
    status_reason: null,
    created_at: '2026-11-01T09:00:00Z',
    verified_at: '2026-11-02T09:00:00Z',
    created_by: manager.id,
    mood_check: true,
    ...fields,
  };
  store.facilities.push(facility);
  store.members.push({ facility_id: facility.id, user_id: manager.id, role: 'manager', email: manager.email, joined_at: facility.created_at });
  return facility;
}

export function addReservation(store: PageStore, facility: PageFacility, concert: StoredConcert, spots: number): void {
  if (!store.concerts.includes(concert)) store.concerts.push(concert);
  store.reservations.push({ id: randomUUID(), concert_id: concert.id, facility_id: facility.id, spots, note: null, created_by: facility.created_by, created_at: now(), updated_at: now(), cancelled_at: null });
}

function callerOf(store: PageStore, request: StubbedRequest): Person | null {
  const payload = (request.headers['authorization'] ?? '').replace(/^Bearer /, '').split('.')[1];
  if (payload === undefined) return null;
  try {
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
    return store.people.find((p) => p.id === sub) ?? null;
  } catch {
    return null;
  }
}

const membership = (store: PageStore, facilityId: unknown, userId: string) => store.members.find((m) => m.facility_id === facilityId && m.user_id === userId);
const isManager = (store: PageStore, facilityId: unknown, userId: string) => membership(store, facilityId, userId)?.role === 'manager';
/** PostgREST's `col=eq.value`. */
const eq = (request: StubbedRequest, column: string) => request.search.get(column)?.replace(/^eq\./, '');
const args = (request: StubbedRequest) => (request.body ?? {}) as Record<string, unknown>;

function authHandlers(store: PageStore): StubHandlers {
  return {
    'POST /auth/v1/token': (request) => {
      const { email } = args(request);
      return typeof email === 'string' ? { json: personWithSession(store, email).session } : undefined;
    },
    'GET /auth/v1/user': (request) => {
      const caller = callerOf(store, request);
      return caller ? { json: personWithSession(store, caller.email).session.user } : { status: 401, headers: API_VERSION, json: { code: 'bad_jwt', message: 'invalid JWT' } };
    },
    'POST /auth/v1/otp': (request) => {
      const body = args(request);
      store.mails.push({ email: String(body.email), redirectTo: request.search.get('redirect_to'), body });
      return { json: {} };
    },
    'POST /auth/v1/logout': () => ({ status: 204 }),
  };
}

function readHandlers(store: PageStore): StubHandlers {
  const reader = (request: StubbedRequest) => callerOf(store, request);
  return {
    'GET /rest/v1/facilities': (request) => {
      const caller = reader(request);
      const id = eq(request, 'id');
      return { json: store.facilities.filter((f) => f.id === id && caller !== null && membership(store, f.id, caller.id)) };
    },
    'GET /rest/v1/facility_members': (request) => {
      const caller = reader(request);
      const id = eq(request, 'facility_id');
      const visible = caller !== null && membership(store, id, caller.id);
      return { json: visible ? store.members.filter((m) => m.facility_id === id) : [] };
    },
    'GET /rest/v1/facility_invitations': (request) => {
      const caller = reader(request);
      const id = eq(request, 'facility_id');
      const visible = caller !== null && isManager(store, id, caller.id);
      return { json: visible ? store.invitations.filter((i) => i.facility_id === id && i.accepted_at === null) : [] };
    },
    'GET /rest/v1/facility_reservations': (request) => {
      const caller = reader(request);
      const id = eq(request, 'facility_id');
      const visible = caller !== null && membership(store, id, caller.id);
      const rows = visible ? store.reservations.filter((r) => r.facility_id === id && r.cancelled_at === null) : [];
      return { json: rows.map((r) => ({ id: r.id, spots: r.spots, concert: store.concerts.find((c) => c.id === r.concert_id) ?? null })) };
    },
    // The facility's rooms open now (its coming concerts' cards ask): none here; facility-rooms.backend.spec.ts opens them.
    'GET /rest/v1/group_sessions': () => ({ json: [] }),
  };
}

function memberFunctions(store: PageStore): Record<string, (caller: Person, a: Record<string, unknown>) => StubReply> {
  return {
    facility_attendance: (caller, a) =>
      store.members.some((m) => m.facility_id === a.facility && m.user_id === caller.id)
        ? { json: store.attendance[String(a.facility)] ?? [] }
        : refuse(400, 'P0001', 'not_member'),
    // A concert watched alone (no session): the facility's staff and managers name the facility and the concert.
    record_mood: (caller, a) => {
      if (!membership(store, a.facility, caller.id)) return refuse(400, 'P0001', 'not_member');
      if (store.facilities.find((f) => f.id === a.facility)?.mood_check !== true) return refuse(400, 'P0001', 'mood_check_off');
      if (store.moodAnswerFailsOnce) {
        store.moodAnswerFailsOnce = false;
        return { status: 503, json: { message: 'Service Unavailable' } };
      }
      if (!store.concerts.some((c) => c.id === a.concert)) return refuse(404, 'P0002', 'unknown_concert');
      if (!RESIDENT_LABEL.test(String(a.resident))) return refuse(400, '23514', 'new row for relation "mood_answers" violates check constraint');
      store.moodAnswers.push(a);
      return { json: randomUUID() };
    },
    my_facilities: (caller) => ({
      json: store.members
        .filter((m) => m.user_id === caller.id)
        .map((m) => ({ ...store.facilities.find((f) => f.id === m.facility_id)!, role: m.role }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ id, name, status, role }) => ({ id, name, status, role })),
    }),
    my_facility_invitations: (caller) => ({
      json: store.invitations
        .filter((i) => i.email === caller.email.toLowerCase() && i.accepted_at === null && Date.parse(i.expires_at) > Date.now())
        .map((i) => ({ id: i.id, facility_id: i.facility_id, facility_name: store.facilities.find((f) => f.id === i.facility_id)?.name ?? '', role: i.role, expires_at: i.expires_at })),
    }),
    invite_facility_member: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return notManager();
      const email = String(a.email);
      if (!/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(email)) return refuse(400, '23514', 'new row for relation "facility_invitations" violates check constraint');
      if (store.members.some((m) => m.facility_id === a.facility && m.email === email)) return refuse(400, 'P0001', 'already_member');
      const open = store.invitations.find((i) => i.facility_id === a.facility && i.email === email && i.accepted_at === null);
      const expires_at = new Date(Date.now() + WEEK_MS).toISOString();
      if (open) Object.assign(open, { role: a.role as Role, expires_at });
      const invitation = open ?? { id: randomUUID(), facility_id: String(a.facility), email, role: a.role as Role, invited_by: caller.id, created_at: now(), expires_at, accepted_at: null, accepted_by: null };
      if (!open) store.invitations.push(invitation);
      return { json: invitation.id };
    },
    accept_facility_invitation: (caller, a) => {
      const invitation = store.invitations.find((i) => i.id === a.invitation);
      if (!invitation) return refuse(404, 'P0002', 'unknown_invitation');
      if (invitation.email !== caller.email.toLowerCase()) return refuse(400, 'P0001', 'wrong_email');
      if (invitation.accepted_at !== null) return refuse(400, 'P0001', 'invitation_used');
      Object.assign(invitation, { accepted_at: now(), accepted_by: caller.id });
      if (!membership(store, invitation.facility_id, caller.id))
        store.members.push({ facility_id: invitation.facility_id, user_id: caller.id, role: invitation.role, email: caller.email, joined_at: now() });
      return { json: invitation.facility_id };
    },
  };
}

function managerFunctions(store: PageStore): Record<string, (caller: Person, a: Record<string, unknown>) => StubReply> {
  const managers = (facilityId: unknown) => store.members.filter((m) => m.facility_id === facilityId && m.role === 'manager');
  return {
    facility_mood_report: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return refuse(400, 'P0001', 'not_member');
      const within = (row: unknown) => {
        const month = String((row as { month: string }).month);
        return month >= String(a.since) && month <= String(a.until);
      };
      return { json: (store.moodReport[String(a.facility)] ?? []).filter(within) };
    },
    set_mood_check: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return refuse(400, 'P0001', 'not_member');
      if (store.moodCheckFails) return { status: 503, json: { message: 'Service Unavailable' } };
      const facility = store.facilities.find((f) => f.id === a.facility);
      if (facility) facility.mood_check = a.enabled === true;
      return { json: null };
    },
    set_facility_member_role: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return notManager();
      const member = membership(store, a.facility, String(a.member));
      if (!member) return refuse(404, 'P0002', 'unknown_member');
      if (member.role === 'manager' && a.role === 'staff' && managers(a.facility).length === 1) return refuse(400, 'P0001', 'last_manager');
      member.role = a.role as Role;
      return { json: null };
    },
    remove_facility_member: (caller, a) => {
      if (a.member !== caller.id && !isManager(store, a.facility, caller.id)) return notManager();
      const member = membership(store, a.facility, String(a.member));
      if (!member) return refuse(404, 'P0002', 'unknown_member');
      if (member.role === 'manager' && managers(a.facility).length === 1) return refuse(400, 'P0001', 'last_manager');
      store.members.splice(store.members.indexOf(member), 1);
      return { json: null };
    },
    export_facility: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return notManager();
      const facility = store.facilities.find((f) => f.id === a.facility)!;
      return {
        json: {
          exported_at: now(),
          facility,
          members: store.members.filter((m) => m.facility_id === facility.id).map(({ user_id, email, role, joined_at }) => ({ user_id, email, role, joined_at })),
          invitations: store.invitations.filter((i) => i.facility_id === facility.id).map(({ facility_id: _f, ...rest }) => rest),
          reservations: store.reservations
            .filter((r) => r.facility_id === facility.id)
            .map(({ facility_id: _f, ...r }) => {
              const concert = store.concerts.find((c) => c.id === r.concert_id);
              return { ...r, concert_title: concert?.title ?? null, starts_at: concert?.starts_at ?? null };
            }),
          // The answers themselves are the database's to export (supabase/tests/facility-privacy.test.ts).
          mood_answers: [],
        },
      };
    },
    delete_facility: (caller, a) => {
      if (!isManager(store, a.facility, caller.id)) return notManager();
      store.members = store.members.filter((m) => m.facility_id !== a.facility);
      store.invitations = store.invitations.filter((i) => i.facility_id !== a.facility);
      for (const r of store.reservations.filter((r) => r.facility_id === a.facility)) Object.assign(r, { facility_id: null, note: null, created_by: null });
      store.facilities = store.facilities.filter((f) => f.id !== a.facility);
      return { json: null };
    },
  };
}

/** Every call the facility's page makes, answered from `store`. */
export function facilityPageHandlers(store: PageStore): StubHandlers {
  const rpc: StubHandlers = {};
  for (const [name, answer] of Object.entries({ ...memberFunctions(store), ...managerFunctions(store) })) {
    rpc[`POST /rest/v1/rpc/${name}`] = (request) => {
      store.calls.push({ name, args: request.body });
      const caller = callerOf(store, request);
      if (caller === null) return name.startsWith('my_') ? { json: [] } : refuse(400, 'P0001', 'sign_in_first');
      return answer(caller, args(request));
    };
  }
  return { ...authHandlers(store), ...readHandlers(store), ...rpc };
}

/**
 * For specs about signing in on /auth: the person belongs to no facility and has no invitation, which /auth asks
 * after a sign-in to know whether to take them to /facility (MembersToFacilityAfterSignIn).
 */
export const noFacilityYet: StubHandlers = {
  'POST /rest/v1/rpc/my_facilities': () => ({ json: [] }),
  'POST /rest/v1/rpc/my_facility_invitations': () => ({ json: [] }),
};
