import { isRequestTimeout } from '@/lib/timed-fetch';

/** A write the database refused or never received: PostgREST's HTTP status and error code, for the message. */
export class WriteError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'WriteError';
  }
}

interface PostgrestFailure {
  message: string;
  code?: string;
}

export const writeErrorOf = (error: PostgrestFailure, status: number) => new WriteError(error.message, status, error.code ?? '', isRequestTimeout(error));

/** 23505: unique_violation, the id (the address) is taken. */
export const isDuplicate = (error: unknown) => error instanceof WriteError && error.code === '23505';
