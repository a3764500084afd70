import { BRAND } from '@/content/brand';

/**
 * Subjects of the emails the form-forwarding service sends to the team. In English whatever the visitor's
 * language: they are read by the team, not by the visitor. The pilot one is SPEC section 7's.
 */
export const FORM_SUBJECTS = {
  pilot: `New ${BRAND.name} Booking`,
  booking: `New ${BRAND.name} booking request`,
  contact: `New ${BRAND.name} contact message`,
  waitlist: `New ${BRAND.name} waitlist sign-up`,
  reservation: `New ${BRAND.name} reservation`,
} as const;
