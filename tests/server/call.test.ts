// @postgres: the call ends in SQL (completed, or a no-show naming who did not come).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallSettings } from '../../server/call';
import { apiGet, apiJson, serverPerFile, signIn, signUp, SseStream, userIdOf } from './helpers';
import { callSocket, sessionAt, type CallSocket } from './call-sockets';

/*
 * Issue #61: a concierge session's call. Only its two people come into its room, from ten minutes
 * before the start until the end; a stranger holding the meeting id, a third account, a cancelled
 * session and a time outside the window are refused. What one sends reaches the other only.
 * Ending, refused to anyone else and before the start, marks the session completed when both came,
 * a no-show naming who did not otherwise, and sends MEETING_ENDED with the meeting id to both.
 * On PGlite, and on PostgreSQL in npm test's second pass.
 */
const UM = '/api/user-manager/v1';
const server = serverPerFile();
type Person = { token: string; id: number };
const people = {} as Record<'maya' | 'jordan' | 'daniel' | 'brightpath' | 'stranger', Person>;
const open: CallSocket[] = [];
const streams: SseStream[] = [];
const MIN = 60_000;

beforeAll(async () => {
  const login = async (name: string, fresh = false) => {
    const token = String((await (fresh ? signUp(server.url, name) : signIn(server.url, name))).tokens.access_token);
    return { token, id: await userIdOf(server.url, token) };
  };
  people.maya = await login('caregiver');
  people.jordan = await login('coordinator');
  people.daniel = await login('careseeker');
  people.brightpath = await login('provider');
  people.stranger = await login(`stranger${Date.now().toString(36)}`, true);
});
afterAll(() => {
  for (const s of open) s.close();
  for (const s of streams) s.close();
});

const socketOf = async (person: Person) => {
  const s = await callSocket(server.url, person.token, person.id);
  open.push(s);
  return s;
};
const join = (s: CallSocket, meetingId: string, resume = false) => s.send('call:join', { meeting_id: meetingId, resume });
const refusalOf = (s: CallSocket, action: 'join' | 'end') =>
  s.next<{ reason: string; message: string }>('call:refused', (r: any) => r.action === action);
const sessionOf = async (meetingId: string, as: Person) => {
  const res = await apiGet(server.url, `${UM}/mentor-booking/meetings/${meetingId}`, as.token);
  return res as { status: number; body: { data: { id: number; status: string; missing: string | null; meeting_url: string } } };
};

describe('coming into a session’s call', () => {
  it('lets its two people in; what one sends reaches the other, and nobody else', async () => {
    const session = await sessionAt(server.url, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: Date.now() - MIN,
      minutes: 4,
    });
    const [jordan, maya, stranger] = [
      await socketOf(people.jordan),
      await socketOf(people.maya),
      await socketOf(people.stranger),
    ];

    join(jordan, session.meeting_id);
    const joined = await jordan.next('call:joined');
    expect(joined).toMatchObject({ meeting_id: session.meeting_id, role: 'concierge' });
    expect(Date.parse(joined.ends_at) - Date.parse(joined.starts_at)).toBe(4 * MIN);

    join(maya, session.meeting_id);
    expect(await maya.next('call:joined')).toMatchObject({ role: 'booker' });
    // The one already there hears who came, and answers that they are in.
    expect(await jordan.next('call:peer')).toMatchObject({ event: 'joined', resume: false });
    jordan.send('call:here', { meeting_id: session.meeting_id });
    expect(await maya.next('call:peer')).toMatchObject({ event: 'present' });

    // A stranger with the meeting id is answered as for no session, and what they send goes nowhere.
    join(stranger, session.meeting_id);
    expect(await refusalOf(stranger, 'join')).toMatchObject({ reason: 'not found' });
    stranger.send('call:signal', { meeting_id: session.meeting_id, description: { type: 'offer', sdp: 'v=0 from a stranger' } });

    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    jordan.send('call:signal', { meeting_id: session.meeting_id, description: offer });
    expect(await maya.next('call:signal')).toEqual({ meeting_id: session.meeting_id, description: offer });
    const candidate = { candidate: 'candidate:1 1 udp 2122194687 192.0.2.2 48655 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    maya.send('call:signal', { meeting_id: session.meeting_id, candidate });
    expect(await jordan.next('call:signal')).toMatchObject({ candidate });
    maya.send('call:media', { meeting_id: session.meeting_id, audio: false, video: true, screen: false });
    expect(await jordan.next('call:media')).toMatchObject({ audio: false, video: true });
    maya.send('call:link', { meeting_id: session.meeting_id, state: 'reconnecting' });
    expect(await jordan.next('call:link')).toMatchObject({ state: 'reconnecting' });
    // Nothing of the stranger's reached either of them, nor did their own messages come back.
    expect(await maya.arrives('call:signal')).toBe(false);
    expect(await jordan.arrives('call:media')).toBe(false);
    // A malformed message is dropped, not relayed.
    jordan.send('call:signal', { meeting_id: session.meeting_id, description: { type: 'offer', sdp: 'x'.repeat(70_000) } });
    expect(await maya.arrives('call:signal')).toBe(false);

    // Leaving tells the other; a page that closes too, differently.
    maya.send('call:leave', { meeting_id: session.meeting_id });
    expect(await jordan.next('call:peer')).toMatchObject({ event: 'left' });
    join(maya, session.meeting_id, true);
    await maya.next('call:joined');
    expect(await jordan.next('call:peer')).toMatchObject({ event: 'joined', resume: true });
    maya.close();
    expect(await jordan.next('call:peer')).toMatchObject({ event: 'closed' });
  });

  it('refuses a third account, a cancelled session, and a time outside the window', async () => {
    const daniel = await socketOf(people.daniel);
    const maya = await socketOf(people.maya);
    const soon = await sessionAt(server.url, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: Date.now() + 8 * MIN,
      minutes: 5,
    });
    join(daniel, soon.meeting_id);
    expect(await refusalOf(daniel, 'join')).toMatchObject({ reason: 'not found' });
    expect((await sessionOf(soon.meeting_id, people.daniel)).status).toBe(404);

    // Two hours ahead: not yet (the call opens ten minutes before).
    const later = await sessionAt(server.url, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: Date.now() + 120 * MIN,
      minutes: 5,
    });
    join(maya, later.meeting_id);
    expect(await refusalOf(maya, 'join')).toMatchObject({
      reason: 'too early',
      message: expect.stringMatching(/10 minutes before/),
    });
    // Over: it ended five minutes ago and nobody came.
    const past = await sessionAt(server.url, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: Date.now() - 20 * MIN,
      minutes: 15,
    });
    join(maya, past.meeting_id);
    expect(await refusalOf(maya, 'join')).toMatchObject({ reason: 'ended' });

    // Cancelled (it had not started): nobody comes in.
    const cancelled = await apiJson(
      server.url,
      'DELETE',
      `${UM}/mentor-booking/schedule/${soon.id}`,
      { reason: 'Unwell' },
      people.jordan.token,
    );
    expect(cancelled.status).toBe(200);
    join(maya, soon.meeting_id);
    expect(await refusalOf(maya, 'join')).toMatchObject({ reason: 'cancelled' });
  });

  it('moves a person’s first tab out when they join from a second one', async () => {
    const session = await sessionAt(server.url, {
      concierge: 'provider',
      booker: 'careseeker',
      start: Date.now() + 5 * MIN,
      minutes: 5,
    });
    const [first, second, brightpath] = [
      await socketOf(people.daniel),
      await socketOf(people.daniel),
      await socketOf(people.brightpath),
    ];
    join(brightpath, session.meeting_id);
    await brightpath.next('call:joined');
    join(first, session.meeting_id);
    await first.next('call:joined');
    await brightpath.next('call:peer', (p: any) => p.event === 'joined');
    join(second, session.meeting_id);
    await second.next('call:joined');
    expect(await first.next('call:moved')).toEqual({ meeting_id: session.meeting_id });
    // The first tab is out: what it sends goes nowhere, and its closing says nothing to the other.
    first.send('call:media', { meeting_id: session.meeting_id, audio: true, video: true, screen: false });
    expect(await brightpath.arrives('call:media')).toBe(false);
    await brightpath.next('call:peer', (p: any) => p.event === 'joined');
    first.close();
    expect(await brightpath.arrives('call:peer')).toBe(false);

    // Not started yet: nobody may end it, however they came in.
    brightpath.send('call:end', { meeting_id: session.meeting_id });
    expect(await refusalOf(brightpath, 'end')).toMatchObject({ reason: 'not started' });
    expect((await sessionOf(session.meeting_id, people.daniel)).body.data.status).toBe('scheduled');
  });
});

describe('ending a session', () => {
  const subscribe = async (person: Person) => {
    const stream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${person.id}?access_token=${person.token}`,
    );
    streams.push(stream);
    return stream;
  };
  const meetingEnded = async (stream: SseStream, meetingId: string) => {
    for (;;) {
      const message = await stream.next<Record<string, any>>();
      if (message.data && message.data.type === 'MEETING_ENDED' && message.data.meeting_id === meetingId) return message.data;
    }
  };

  it('by the concierge once both came: completed, MEETING_ENDED with the meeting id to both; refused to anyone else', async () => {
    // The database refuses two sessions of one concierge that overlap: the demo coordinator's "now" is the first test's.
    const session = await sessionAt(server.url, {
      concierge: 'provider',
      booker: 'caregiver',
      start: Date.now() - 2 * MIN,
      minutes: 4,
    });
    const both = [await subscribe(people.maya), await subscribe(people.brightpath)];
    const [brightpath, maya, stranger] = [
      await socketOf(people.brightpath),
      await socketOf(people.maya),
      await socketOf(people.stranger),
    ];
    join(brightpath, session.meeting_id);
    await brightpath.next('call:joined');
    join(maya, session.meeting_id);
    await maya.next('call:joined');

    stranger.send('call:end', { meeting_id: session.meeting_id });
    expect(await refusalOf(stranger, 'end')).toMatchObject({ reason: 'not found' });
    expect((await sessionOf(session.meeting_id, people.maya)).body.data.status).toBe('scheduled');

    brightpath.send('call:end', { meeting_id: session.meeting_id });
    for (const s of [brightpath, maya])
      expect(await s.next('call:ended')).toEqual({
        meeting_id: session.meeting_id,
        outcome: 'completed',
        missing: null,
        by: 'concierge',
      });
    for (const stream of both) expect((await meetingEnded(stream, session.meeting_id)).postId).toBe(session.id);
    expect((await sessionOf(session.meeting_id, people.maya)).body.data).toMatchObject({ status: 'completed', missing: null });

    // Once: the other's end a moment later is told it is over, and nobody comes back in.
    maya.send('call:end', { meeting_id: session.meeting_id });
    expect(await refusalOf(maya, 'end')).toMatchObject({ reason: 'ended' });
    join(maya, session.meeting_id);
    expect(await refusalOf(maya, 'join')).toMatchObject({ reason: 'ended' });
  });

  it('with someone who never came: a no-show that names them', async () => {
    // After the test before ended its session, the provider's "now" is free again.
    const session = await sessionAt(server.url, {
      concierge: 'provider',
      booker: 'careseeker',
      start: Date.now() - 12 * MIN,
      minutes: 14,
    });
    const brightpath = await socketOf(people.brightpath);
    join(brightpath, session.meeting_id);
    await brightpath.next('call:joined');
    const stream = await subscribe(people.daniel);
    brightpath.send('call:end', { meeting_id: session.meeting_id });
    expect(await brightpath.next('call:ended')).toMatchObject({ outcome: 'no-show', missing: 'booker', by: 'concierge' });
    expect((await meetingEnded(stream, session.meeting_id)).notification).toBe(
      // The care seeker by SPEC §6's display name, their user name (issue #63.6).
      'The session ended as a no-show: careseeker did not join.',
    );
    expect((await sessionOf(session.meeting_id, people.daniel)).body.data).toMatchObject({
      status: 'no-show',
      missing: 'booker',
    });
  });
});

describe('the meeting service', () => {
  it('is the app’s own calls over WebRTC, with the configured ICE servers', async () => {
    const answer = await apiGet(server.url, `${UM}/zoom/user`, people.maya.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      provider: 'webrtc',
      meeting_base_url: `${server.url}/mentorship/call/`,
      ice_servers: [],
      ice_transport_policy: 'all',
    });
    const session = await sessionAt(server.url, {
      concierge: 'coordinator',
      booker: 'caregiver',
      start: Date.now() + 60 * MIN,
      minutes: 5,
    });
    const read = await sessionOf(session.meeting_id, people.maya);
    expect(read.body.data.meeting_url).toBe(`${server.url}/mentorship/call/${session.meeting_id}`);
    expect((await sessionOf(session.meeting_id, people.stranger)).status).toBe(404);
  });

  it('mints each person a short-lived TURN credential from TURN_SECRET (coturn’s REST scheme)', () => {
    const settings = new CallSettings(
      [{ urls: 'stun:turn.example.org:3478' }, { urls: 'turn:turn.example.org:3478' }],
      'relay',
      's3cret',
    );
    const [stun, turn] = settings.serversFor(42, Date.UTC(2027, 0, 1));
    expect(stun).toEqual({ urls: 'stun:turn.example.org:3478' });
    expect(turn).toEqual({
      urls: 'turn:turn.example.org:3478',
      username: `${Date.UTC(2027, 0, 1) / 1000 + 6 * 3600}:42`,
      credential: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/),
    });
  });
});
