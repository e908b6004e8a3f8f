// npm run db:reset: drops every table of the reference server, recreates them and seeds demo data.
import { optionsFromEnv } from './config';
import { openDatabase } from './db/database';
import { createSchema, dropSchema } from './schema';
import { ageSeededAccounts, DEMO_PASSWORD, seedIfEmpty } from './accounts/seed';
import { seedSearchIfEmpty } from './search/seed';
import { seedPlacesIfEmpty } from './places';
import { seedCommunityContentIfEmpty } from './community';
import { seedDirectoryIfEmpty } from './directory';
import { seedBookingIfEmpty } from './booking/seed';
import { seedNotesIfEmpty } from './notes';
import { seedNotificationsIfEmpty } from './notifications/seed';
import { seedReviewsIfEmpty } from './reviews';
import { seedResourcesIfEmpty } from './resources';
import { seedHelpIfEmpty } from './help';
import { seedInvoicesIfEmpty } from './invoices';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { KEYS_FILE } from './oidc/keys';
import { serverDataKeys, useDataKeys } from './crypto/dataKeys';
import { sealPlaintext } from './crypto/sealAtStart';

const options = optionsFromEnv();
const db = useDataKeys(await openDatabase(options), serverDataKeys(options));
const where = options.databaseUrl ? 'Postgres at DATABASE_URL' : `PGlite in ${options.dataDir}/pgdata`;
try {
  await dropSchema(db);
  await rm(path.resolve(options.dataDir, KEYS_FILE), { force: true });
  console.log(`Dropped all tables (${where}).`);
  await createSchema(db);
  console.log('Created the schema.');
  const seeded = await seedIfEmpty(db);
  await seedPlacesIfEmpty(db);
  await seedSearchIfEmpty(db);
  await seedCommunityContentIfEmpty(db);
  await seedDirectoryIfEmpty(db);
  await seedBookingIfEmpty(db);
  await seedNotesIfEmpty(db);
  await seedReviewsIfEmpty(db);
  await seedResourcesIfEmpty(db);
  await seedHelpIfEmpty(db);
  await seedInvoicesIfEmpty(db);
  await seedNotificationsIfEmpty(db);
  if (seeded) await ageSeededAccounts(db);
  await sealPlaintext(db, path.resolve(options.dataDir, 'uploads'));
  const { rows } = await db.query<{ user_name: string; user_type: number }>(
    'select user_name, user_type from users order by user_id',
  );
  console.log(
    `Seeded ${rows.length} demo accounts (password "${DEMO_PASSWORD}"): ${rows.map((r) => `${r.user_name} (type ${r.user_type})`).join(', ')}.`,
  );
  console.log('New signing and cookie keys will be generated at the next start: existing sessions end.');
} finally {
  await db.close();
}
