import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from schema.ts into ./migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/exchange/db/schema.ts',
  out: './server/exchange/db/migrations',
});
