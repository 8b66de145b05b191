/**
 * `npm run audit:verify`: checks every site's audit chain (docs/audit.md) in the store the server uses —
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (default ./data; stop the
 * server first, PGlite opens its directory in one process only). Prints each site's row count, or the
 * first broken link, and exits 1 when any chain is broken (2 when the store cannot be read).
 */
import path from 'node:path';
import { openDatabase } from '../server/exchange/db/client';
import { verifyAuditChains } from '../server/exchange/service/audit';

async function main(): Promise<number> {
  const database = await openDatabase({ dataDir: path.resolve(process.env.DATA_DIR ?? './data'), databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const reports = await verifyAuditChains(database.db);
    if (reports.length === 0) console.log('audit:verify: no audit entries yet');
    for (const r of reports) {
      if (r.broken) console.log(`audit:verify: site ${r.siteKey}: BROKEN at row ${r.broken.seq} (${r.broken.reason}): ${r.broken.message}`);
      else console.log(`audit:verify: site ${r.siteKey}: ${r.rows} entries, chain intact`);
    }
    return reports.some((r) => r.broken) ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`audit:verify: could not read the store: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
