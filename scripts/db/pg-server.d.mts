export interface PgServer {
  /** Reaches the server's maintenance database (`postgres`). */
  url: string;
  /** True when the server is DATABASE_URL's (nothing was started here). */
  external: boolean;
  /** How long finding or starting the server took. */
  startMs: number;
  /** Stops and deletes a throwaway server; does nothing to DATABASE_URL's. */
  stop(): Promise<void>;
}
export function findPgBin(): string;
export function startServer(): Promise<PgServer>;
export function withDatabase(url: string, database: string): string;
export function runSql(url: string, sql: string, params?: unknown[]): Promise<import('pg').QueryResult>;
