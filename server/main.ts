import { startServer } from './app';
import { optionsFromEnv } from './config';

const options = optionsFromEnv();
const server = await startServer(options);
console.log(`Reference server ready at ${server.url}`);
if (server.inboxUrl) console.log(`E-mail it sends (sign-up links, PIN codes) arrives in the local inbox: ${server.inboxUrl}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing the reference server`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
