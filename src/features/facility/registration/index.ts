export { FacilityRegisterScreen, REGISTER_PATH } from './facility-register-screen';
export { FacilityStatusPanel, statusReasonQuery } from './facility-status-panel';
export { registerFacility, registrationOutcome, type RegistrationOutcome } from './register-facility';
export {
  FACILITY_KINDS,
  facilityRegistrationSchema,
  facilityStatusReasonSchema,
  isFacilityTimeZone,
  type FacilityKind,
  type FacilityRegistration,
} from './registration-schema';
