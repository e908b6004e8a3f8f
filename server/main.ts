import { startServer } from './app';
import { optionsFromEnv } from './config';

const options = optionsFromEnv();
const server = await startServer(options);
console.log(`Reference server ready at ${server.url}`);
if (server.inboxUrl) console.log(`E-mail it sends (sign-up links, PIN codes) arrives in the local inbox: ${server.inboxUrl}`);

/**
 * Stopping (issue #57 item 16): connections are drained and the database closed within this
 * long; whatever still holds on then is left behind, named in the log, and the process exits. A
 * second signal exits at once.
 */
const STOP_DEADLINE_MS = 10_000;
let stopping = false;
const stop = (signal: string) => {
  if (stopping) {
    console.log(`${signal} received again, exiting now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal} received, closing the reference server (at most ${STOP_DEADLINE_MS / 1000} s)`);
  // Should stopping itself never settle, the process still ends.
  setTimeout(() => {
    console.error('The reference server did not stop in time; exiting');
    process.exit(1);
  }, STOP_DEADLINE_MS + 1_000).unref();
  void server.stop(STOP_DEADLINE_MS).then(({ cutShort, errors }) => {
    for (const error of errors) console.error(error);
    if (cutShort.length) console.error(`Stopped within ${STOP_DEADLINE_MS / 1000} s without waiting for: ${cutShort.join('; ')}`);
    process.exit(cutShort.length || errors.length ? 1 : 0);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
