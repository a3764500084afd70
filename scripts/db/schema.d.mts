export const ROOT: string;
export const SUPABASE_DIR: string;
export const MIGRATIONS_DIR: string;
export function schemaFiles(options: { seed: boolean }): string[];
export interface CreatedDatabase {
  url: string;
  name: string;
  drop(): Promise<unknown>;
}
export function createDatabase(serverUrl: string, options: { purpose: string; seed: boolean }): Promise<CreatedDatabase>;
