// npm run data-keys:rotate (issue #62, docs/SECURITY.md "Rotating DATA_KEYS_SECRET"): every data
// key wrapped by DATA_KEYS_SECRET_PREVIOUS is wrapped again by DATA_KEYS_SECRET. The data keys,
// so every sealed row and file, stay as they are; servers keep running meanwhile on PostgreSQL
// (started with both secrets, they open keys wrapped either way). PGlite is one process: stop
// its server, rotate, start it again.
import { pathToFileURL } from 'node:url';
import { optionsFromEnv, type ServerOptions } from './config';
import { openDatabase } from './db/database';
import { DataKeys } from './crypto/dataKeys';

export async function rotateDataKeys(
  options: Pick<ServerOptions, 'dataDir' | 'databaseUrl' | 'dataKeysSecret' | 'dataKeysSecretPrevious'>,
): Promise<number> {
  if (!options.dataKeysSecret)
    throw new Error('Set DATA_KEYS_SECRET to the new secret, and DATA_KEYS_SECRET_PREVIOUS to the old one.');
  if (!options.dataKeysSecretPrevious?.length)
    throw new Error('Set DATA_KEYS_SECRET_PREVIOUS to the secret the keys are wrapped by now.');
  const keys = new DataKeys({ secret: options.dataKeysSecret, previous: options.dataKeysSecretPrevious });
  const db = await openDatabase(options);
  try {
    return await keys.rewrapAll(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const count = await rotateDataKeys(optionsFromEnv());
    console.log(`Rewrapped ${count} data key(s) with DATA_KEYS_SECRET. DATA_KEYS_SECRET_PREVIOUS may now be removed.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
