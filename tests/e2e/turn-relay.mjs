// A TURN relay on loopback for the call tests (issue #61), as its own process so a test can cut
// the network it carries (SIGSTOP: nothing is relayed; SIGCONT: back) and kill it at the end.
// Usage: node tests/e2e/turn-relay.mjs <port> <first relay port> <last relay port>
import Turn from 'node-turn';

const [port, minPort, maxPort] = process.argv.slice(2).map(Number);
const server = new Turn({
  listeningPort: port,
  listeningIps: ['127.0.0.1'],
  relayIps: ['127.0.0.1'],
  minPort,
  maxPort,
  authMech: 'long-term',
  credentials: { call: 'relay-test' },
  debugLevel: 'OFF',
});
server.start();
console.log(`turn relay on ${port}`);
