import type { TFunction } from 'i18next';
import type { FacilityRefusal } from './facility-reservation-outcome';

/** What a refusal says, in the reader's language (`facility:reservation.errors`). */
export function facilityProblemText(t: TFunction<'facility'>, problem: FacilityRefusal, facility: string): string {
  switch (problem.status) {
    case 'notVerified':
      return t(problem.standing === 'suspended' ? 'reservation.suspended' : 'reservation.pending', { facility });
    case 'notEnoughSpots':
      return problem.left === undefined ? t('reservation.errors.notEnoughSpotsUnknown') : t('reservation.errors.notEnoughSpots', { count: problem.left });
    case 'facilityLimit':
      return problem.cap === undefined ? t('reservation.errors.facilityLimitUnknown') : t('reservation.errors.facilityLimit', { count: problem.cap });
    default:
      return t(`reservation.errors.${problem.status}`, { facility });
  }
}
