import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/lib/supabase/database.types';
import { postgrestTable, type StoredRow } from './postgrest-table-stub';
import { fakeJwt, fakeSession, type StubbedRequest, type StubHandlers, type StubReply } from './supabase-stub';

/**
 * Registering and verifying facilities (issue 25, point 1) the way the database answers them
 * (supabase/README.md, 'Care facilities'), kept in memory so that one test can go register → verify →
 * suspend, with the manager's and the admin's pages (two browser contexts) on the same store. Who calls is
 * read from the request's JWT, as PostgREST and row-level security do: members read their facilities,
 * admins with aal2 read all and set the status, and every change of a facility is an audit row.
 */
/** A facility's row as the database holds it (src/lib/supabase/database.types.ts, generated from the migrations). */
export type FacilityRow = Database['public']['Tables']['facilities']['Row'];
export type StoredFacility = StoredRow & FacilityRow;

interface Member {
  facility_id: string;
  user_id: string;
  role: 'manager' | 'staff';
}

export interface FacilityStore {
  facilities: StoredFacility[];
  members: Member[];
  audit: StoredRow[];
  /** The arguments of every register_facility call, as sent. */
  registrations: Record<string, unknown>[];
}

export const facilityStore = (): FacilityStore => ({ facilities: [], members: [], audit: [], registrations: [] });

const KINDS: readonly FacilityRow['kind'][] = ['hospital', 'care_home', 'home_care', 'other'];
const isKind = (kind: unknown): kind is FacilityRow['kind'] => KINDS.some((known) => known === kind);
const REGISTRATIONS_PER_DAY = 3;

interface Claims {
  sub?: string;
  email?: string;
  aal?: string;
  app_metadata?: { role?: string };
}

function claimsOf(request: StubbedRequest): Claims {
  const token = (request.headers['authorization'] ?? '').replace(/^Bearer /, '');
  const payload = token.split('.')[1];
  if (payload === undefined) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return {};
  }
}

const isAdminAal2 = (claims: Claims) => claims.app_metadata?.role === 'admin' && claims.aal === 'aal2';
const refuse = (status: number, code: string, message: string, details: string | null = null): StubReply => ({ status, json: { code, message, details, hint: null } });

/** A signed-in account of its own (its id and e-mail), as the token endpoint would give it. */
export function personSession(email: string, options: { appRole?: string; aal?: 'aal1' | 'aal2' } = {}) {
  const base = fakeSession({ email, ...options });
  const id = randomUUID();
  const claims = JSON.parse(Buffer.from(base.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return { ...base, access_token: fakeJwt({ ...claims, sub: id }), user: { ...base.user, id } };
}

/** The database's check of a zone (private.is_time_zone): an IANA name of the right shape that the zone data knows. */
function knownZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || (zone !== 'UTC' && !/^([A-Z][A-Za-z_-]+(\/[A-Z][A-Za-z_-]*){1,2}|Etc\/GMT([+-]?0|[+-]([1-9]|1[0-4]))?)$/.test(zone))) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function audit(store: FacilityStore, claims: Claims, action: string, row: StoredFacility, changes: unknown) {
  store.audit.push({
    id: store.audit.length + 1, at: new Date().toISOString(), actor: claims.sub ?? null, actor_email: isAdminAal2(claims) ? (claims.email ?? null) : null,
    action, table_name: 'facilities', row_id: row.id, changes,
  });
}

function register(store: FacilityStore, request: StubbedRequest, { zones = knownZone }: FacilityHandlerOptions): StubReply {
  const claims = claimsOf(request);
  if (claims.sub === undefined) return refuse(400, 'P0001', 'sign_in_first');
  const args = request.body as Record<string, unknown>;
  store.registrations.push(args);
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  if (store.facilities.filter((f) => f.created_by === claims.sub && Date.parse(f.created_at) > dayAgo).length >= REGISTRATIONS_PER_DAY) {
    return refuse(400, 'P0001', 'registration_limit', String(REGISTRATIONS_PER_DAY));
  }
  const kind = args.kind;
  if (!isKind(kind)) return refuse(400, '22P02', `invalid input value for enum facility_kind: "${String(kind)}"`);
  if (!zones(args.time_zone)) return refuse(400, '22023', 'invalid_time_zone', String(args.time_zone));
  const row: StoredFacility = {
    id: randomUUID(), created_at: new Date().toISOString(), name: String(args.name), kind, address: String(args.address),
    country: String(args.country), time_zone: String(args.time_zone), residents: (args.residents as number | null) ?? null,
    headsets: (args.headsets as number | null) ?? null, invoice_email: String(args.invoice_email), status: 'pending', status_reason: null,
    verified_at: null, created_by: claims.sub, mood_check: true,
  };
  store.facilities.push(row);
  store.members.push({ facility_id: row.id, user_id: claims.sub, role: 'manager' });
  const { address: _address, invoice_email: _email, ...recorded } = row;
  audit(store, claims, 'insert', row, recorded);
  return { json: row.id };
}

function setStatus(store: FacilityStore, request: StubbedRequest): StubReply {
  const claims = claimsOf(request);
  if (!isAdminAal2(claims)) return refuse(400, 'P0001', 'not_admin');
  const { facility, status, reason } = request.body as { facility: string; status: StoredFacility['status']; reason: string | null };
  const row = store.facilities.find((f) => f.id === facility);
  if (row === undefined) return refuse(404, 'P0002', 'unknown_facility');
  const before = { status: row.status, status_reason: row.status_reason };
  row.status = status;
  row.status_reason = typeof reason === 'string' && reason.trim() !== '' ? reason : null;
  if (status === 'verified' && before.status !== 'verified') row.verified_at = new Date().toISOString();
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (before.status !== row.status) changes.status = { from: before.status, to: row.status };
  if (before.status_reason !== row.status_reason) changes.status_reason = { from: before.status_reason, to: row.status_reason };
  if (Object.keys(changes).length > 0) audit(store, claims, 'update', row, changes);
  return { status: 204 };
}

export interface FacilityHandlerOptions {
  /** The server's zone data (by default the check of private.is_time_zone). */
  zones?: (zone: unknown) => boolean;
}

/** The handlers of every call this part makes; spread them into stubSupabase's. */
export function facilityRegisterHandlers(store: FacilityStore, options: FacilityHandlerOptions = {}): StubHandlers {
  const visible = (request: StubbedRequest) => {
    const claims = claimsOf(request);
    if (isAdminAal2(claims)) return store.facilities;
    const mine = new Set(store.members.filter((m) => m.user_id === claims.sub).map((m) => m.facility_id));
    return store.facilities.filter((f) => mine.has(f.id));
  };
  return {
    'POST /rest/v1/rpc/register_facility': (request) => register(store, request, options),
    'POST /rest/v1/rpc/admin_set_facility_status': (request) => setStatus(store, request),
    'POST /rest/v1/rpc/my_facilities': (request) => {
      const { sub } = claimsOf(request);
      const rows = store.members
        .filter((m) => m.user_id === sub)
        .flatMap((m) => store.facilities.filter((f) => f.id === m.facility_id).map((f) => ({ id: f.id, name: f.name, status: f.status, role: m.role })));
      return { json: rows.sort((a, b) => a.name.localeCompare(b.name)) };
    },
    'GET /rest/v1/facilities': (request) => postgrestTable(visible(request))(request),
    'GET /rest/v1/admin_audit_log': (request) => (isAdminAal2(claimsOf(request)) ? postgrestTable(store.audit)(request) : { json: [] }),
  };
}
