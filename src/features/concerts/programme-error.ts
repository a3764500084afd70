import { isRequestTimeout } from '@/lib/timed-fetch';

/**
 * A read or write of the programme that failed: no backend, a refusal from the database (PostgREST's HTTP
 * status and error code), the network, or the site's own time limit. Pages show their error state from it;
 * the admin words the reason from the status and code (features/admin's dataErrorKey).
 */
export class ProgrammeError extends Error {
  override name = 'ProgrammeError';

  constructor(
    message: string,
    /** The HTTP status, where a server answered (postgrest-js says 0 when the request never reached it). */
    readonly status?: number,
    readonly code = '',
    /** Given up by the site's own time limit (lib/timed-fetch), not refused or lost. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** The error of a failed PostgREST or Storage call, with its status. */
export const programmeErrorOf = (error: { message: string; code?: string }, status: number) => new ProgrammeError(error.message, status, error.code ?? '', isRequestTimeout(error));

/** 23505: unique_violation, the id (the address) is taken. */
export const isDuplicate = (error: unknown) => error instanceof ProgrammeError && error.code === '23505';
