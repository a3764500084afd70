import { isBookable, type ProgrammeConcert } from '@/features/concerts';

/**
 * The list's order: the concerts still to book, soonest first, then the ones that have taken place (their
 * recordings), latest first. A care team planning ahead sees what it can book before what it can watch.
 */
export function agendaOrder<T extends ProgrammeConcert>(concerts: readonly T[], now: Date | number): T[] {
  const start = (concert: T) => Date.parse(concert.startsAt);
  const upcoming = concerts.filter((concert) => isBookable(concert, now)).sort((a, b) => start(a) - start(b));
  const past = concerts.filter((concert) => !isBookable(concert, now)).sort((a, b) => start(b) - start(a));
  return [...upcoming, ...past];
}
