export const TYPES_FILE: string;
export const TYPES_COMMAND: string;
export function generateTypes(url: string): Promise<string>;
export function generateFromMigrations(serverUrl: string): Promise<string>;
export function supabaseBinary(): string;
