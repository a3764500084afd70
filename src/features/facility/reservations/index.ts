/** Reserving for a facility on the concert page, and 'add to calendar' for any concert. */
export { AddToCalendar } from './add-to-calendar';
export { FacilityReserve, type FacilityReserveProps } from './facility-reserve';
