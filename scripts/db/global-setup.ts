// Vitest's globalSetup for the database tests (vitest.db.config.ts): one throwaway PostgreSQL server per
// run with the schema and seed applied; the tests get its URLs through inject().
import type { TestProject } from 'vitest/node';
import { startServer } from './pg-server.mjs';
import { createDatabase } from './schema.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database with Supabase's roles emulated, the migrations and the seed. */
    databaseUrl: string;
    /** The server's maintenance database, to make more databases (e.g. a clean one for type generation). */
    serverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  const schemaStarted = Date.now();
  try {
    const database = await createDatabase(server.url, { purpose: 'test', seed: true });
    const where = server.external ? 'DATABASE_URL' : 'throwaway PostgreSQL';
    console.log(`${where} ready in ${server.startMs} ms, schema and seed applied in ${Date.now() - schemaStarted} ms`);
    project.provide('databaseUrl', database.url);
    project.provide('serverUrl', server.url);
    return async () => {
      await database.drop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
