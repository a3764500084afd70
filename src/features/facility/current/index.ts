export { facilityRoleSchema, facilityStatusSchema, myFacilitiesKey, useMyFacilities, type FacilityRole, type FacilityStatus, type MyFacility } from './my-facilities';
export { useCurrentFacility, type CurrentFacility } from './use-current-facility';
