/** The facility's page (/facility) and the way there after sign-in. */
export { FacilityHome } from './facility-home';
export { FACILITY_PATH, MembersToFacilityAfterSignIn } from './members-to-facility';
