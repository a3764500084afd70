import { concertDays, type IsoDay, type ProgrammeConcert } from '@/features/concerts';

/** A concert with its days on the venue's clock, as the calendar places it. */
export type AgendaConcert = ProgrammeConcert & { date: IsoDay; endDate?: IsoDay };

export const withDays = (concert: ProgrammeConcert): AgendaConcert => ({ ...concert, ...concertDays(concert) });
