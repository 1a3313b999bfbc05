import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema. They are committed and applied at
// start-up to PGlite and PostgreSQL alike by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
