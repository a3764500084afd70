import { ProgrammeError } from '@/features/concerts';

/** Which message (admin:errors.<key>) explains a failed read from the database's HTTP API. */
export type DataErrorKey = 'denied' | 'sessionEnded' | 'network' | 'timeout' | 'failed';

export interface DataErrorLike {
  status?: number;
  code?: string;
  /** The request was given up by the site's own time limit (lib/timed-fetch), not refused or lost. */
  timedOut?: boolean;
}

/** The error a failed read throws, carrying PostgREST's HTTP status and error code. */
export class DataError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

/** What a failed read or write tells about its cause: the admin's own tables' errors and the programme's alike. */
export const failureOf = (error: unknown): DataErrorLike => (error instanceof DataError || error instanceof ProgrammeError ? error : {});

export function dataErrorKey({ status, code, timedOut = false }: DataErrorLike): DataErrorKey {
  if (timedOut) return 'timeout';
  // 42501: Postgres' insufficient_privilege (a grant or policy refused); PGRST301/303: the token was refused.
  if (code === 'PGRST301' || code === 'PGRST303' || status === 401) return 'sessionEnded';
  if (code === '42501' || status === 403) return 'denied';
  // postgrest-js answers status 0 when the request never reached the server.
  if (status === 0) return 'network';
  return 'failed';
}

export function isWorthRetrying(error: DataErrorLike): boolean {
  const key = dataErrorKey(error);
  return key === 'network' || key === 'timeout' || (error.status !== undefined && error.status >= 500);
}
