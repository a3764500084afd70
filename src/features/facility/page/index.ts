/** The facility's page (/facility) and the way there after sign-in. */
export { FacilityHome } from './facility-home';
export { ConcertRoomProvider, type ConcertRoomProps } from './concert-room-slot';
export { FACILITY_PATH, MembersToFacilityAfterSignIn } from './members-to-facility';
