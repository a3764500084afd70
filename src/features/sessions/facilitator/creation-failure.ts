import { SessionRefused, type CreateRefusal } from '../api/create-session';

const REFUSAL_KEYS = {
  not_staff: 'lead.start.notStaff',
  not_member: 'lead.start.notMember',
  facility_not_verified: 'lead.start.notVerified',
  facility_required: 'lead.start.facilityRequired',
  live_session_limit: 'lead.start.liveLimit',
  session_creation_limit: 'lead.start.creationLimit',
  facility_live_session_limit: 'lead.start.facilityLiveLimit',
  facility_session_creation_limit: 'lead.start.facilityCreationLimit',
} as const satisfies Record<CreateRefusal, string>;

/** Why the session was not created: the facility, a cap, or anything else (the connection). */
export function creationFailureKey(error: unknown) {
  return error instanceof SessionRefused ? REFUSAL_KEYS[error.reason] : 'lead.start.failed';
}
