// Encryption at rest's cost on a notes list (issue #62), printed, never asserted: the list query
// (server/notes/store.ts readableNotes) over 1,000 notes of one author, their bodies sealed with
// the author's key, against 1,000 notes of another author stored plain, as every note was before
// encryption, on the reference server's embedded database (PGlite).
import { performance } from 'node:perf_hooks';
import { plainRichText } from '../contract/notes-rich-text';
import { serverDataKeys, useDataKeys } from '../server/crypto/dataKeys';
import { openDatabase } from '../server/db/database';
import { insertNote, readableNotes } from '../server/notes/store';
import { makeDataDir, start } from '../tests/server/helpers';
import { TEST_DATA_KEYS_SECRET } from '../tests/server/server-options';

const NOTES = 1_000;
const RUNS = 30;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const data = await makeDataDir();
await (await start(data.dir)).close();
const db = useDataKeys(await openDatabase({ dataDir: data.dir }), serverDataKeys({ dataKeysSecret: TEST_DATA_KEYS_SECRET }));
try {
  const id = async (name: string) =>
    (await db.query<{ user_id: number }>('select user_id from users where user_name = $1', [name])).rows[0]!.user_id;
  const [sealedAuthor, plainAuthor] = [await id('careseeker'), await id('provider')];
  const body = (i: number) =>
    plainRichText(`Visit ${i}: slept better after the new routine; two short absences in the afternoon, none at night.`);
  for (let i = 0; i < NOTES; i++) {
    await insertNote(db, sealedAuthor, { title: `Note ${i}`, body: body(i), tags: ['Sleep'], dependentId: null });
    await db.query(`insert into notes (author_id, note_title, body, tags) values ($1, $2, $3::jsonb, '{Sleep}')`, [
      plainAuthor,
      `Note ${i}`,
      JSON.stringify(body(i)),
    ]);
  }
  const time = async (author: number) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const notes = await readableNotes(db, author);
      runs.push(performance.now() - t);
      if (notes.length !== NOTES) throw new Error(`expected ${NOTES} notes, got ${notes.length}`);
    }
    return median(runs);
  };
  await time(sealedAuthor);
  await time(plainAuthor);
  const [plain, sealed] = [await time(plainAuthor), await time(sealedAuthor)];
  console.log(`notes list of ${NOTES}: plain ${plain.toFixed(1)} ms, sealed ${sealed.toFixed(1)} ms (median of ${RUNS})`);
} finally {
  await db.close();
  await data.remove();
}
