// npm run notify -- <user_name> <type> [subType] [--count N] [--text "..."] [--from SYSADMIN|user_name]
//                    [--post 42] [--community 7] [--meeting id]
// Pushes a realtime notification through the reference server's POST /__dev/notify (dev hooks on),
// to the user's open server-sent-event streams. Types with spaces are quoted: "Follow Request".
const TYPES = ['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY', 'MEETING_ENDED'];
const SUB_TYPES = ['Post created', 'Comment', 'Upvote', 'Session Reminder', 'Badge'];
const OPTIONS = {
  '--count': 'count',
  '--text': 'notification',
  '--from': 'notificationFrom',
  '--post': 'postId',
  '--community': 'communityId',
  '--meeting': 'meeting_id',
};

function usage(message) {
  if (message) console.error(`notify: ${message}\n`);
  console.error(
    [
      'usage: npm run notify -- <user_name> <type> [subType] [options]',
      `  type     ${TYPES.map((t) => (t.includes(' ') ? `"${t}"` : t)).join(', ')}`,
      `  subType  ${SUB_TYPES.map((t) => (t.includes(' ') ? `"${t}"` : t)).join(', ')}`,
      '  --count N          a burst of N (1..10000)',
      '  --text "..."       the notification text (default: a usual text for the type)',
      '  --from SYSADMIN    sender: SYSADMIN or a user name (default: another demo user)',
      '  --post 42 --community 7 --meeting abc',
      '  PORT (default 4000) selects the server: http://localhost:$PORT',
      '',
      'example: npm run notify -- caregiver Post Comment --count 3',
    ].join('\n'),
  );
  process.exit(message ? 2 : 0);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) usage();
const positional = [];
const body = {};
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const key = OPTIONS[arg];
  if (key) {
    const value = args[++i];
    if (value === undefined) usage(`${arg} needs a value`);
    body[key] = key === 'count' || ((key === 'postId' || key === 'communityId') && /^\d+$/.test(value)) ? Number(value) : value;
  } else if (arg.startsWith('--')) {
    usage(`unknown option ${arg}`);
  } else {
    positional.push(arg);
  }
}

const [userName, rawType, rawSubType] = positional;
if (!userName || !rawType) usage('user_name and type are required');
const pick = (list, value) => list.find((t) => t.toLowerCase() === value.toLowerCase());
const type = pick(TYPES, rawType);
if (!type) usage(`unknown type "${rawType}"`);
const subType = rawSubType === undefined ? undefined : pick(SUB_TYPES, rawSubType);
if (rawSubType !== undefined && !subType) usage(`unknown subType "${rawSubType}"`);

const url = `http://localhost:${process.env.PORT || 4000}/__dev/notify`;
const payload = { user_name: userName, type, ...(subType ? { subType } : {}), ...body };
let res;
try {
  res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
} catch (error) {
  console.error(`notify: cannot reach ${url} (${error.cause?.code ?? error.message}); is the server running (npm start)?`);
  process.exit(1);
}
const text = await res.text();
if (res.status === 404 && !text.includes('no user named')) {
  console.error(
    [
      `notify: ${url} is not there: the server's development hooks are off.`,
      'They are off under `npm start`. Run the server with them on: `npm run dev`,',
      'or `REFERENCE_DEV_HOOKS=1 npm run server` (listens on localhost only).',
    ].join('\n'),
  );
  process.exit(1);
}
if (!res.ok) {
  console.error(`notify: ${res.status} from ${url}\n${text}`);
  process.exit(1);
}
const result = JSON.parse(text);
console.log(
  `Sent ${result.sent} ${type}${subType ? ` / ${subType}` : ''} notification${result.sent === 1 ? '' : 's'} to ${userName} (user ${result.user_id}), event ids ${result.firstEventId}..${result.lastEventId}`,
);
console.log(JSON.stringify(result.last, null, 2));
