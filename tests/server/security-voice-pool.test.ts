/**
 * Issue #57 item 7: the voice pool, again. Three sign-ups with two slow sockets each held all six
 * recognisers; a person waiting behind them who spoke and said `end` had their audio thrown
 * away and got `final: ""` at once. Now what a waiting socket says is kept (bounded) and
 * transcribed when its turn comes, and one address holds at most its share of the recognisers
 * and of the open voice sockets, whatever the accounts.
 *
 * The server trusts a proxy on this machine (TRUST_PROXY), so each client here is given an
 * address of its own with X-Forwarded-For, as nginx would send it.
 */
import { describe, expect, it } from 'vitest';
import { VOICE_LIMITS } from '../../server/voice/turns';
import { onPostgresPass, serverPerFile, signIn, signUp } from './helpers';
import { frames, keepTalking, openVoice, samples, SILENT_FRAME } from './voice-client';

const IDLE_MS = 2_000;
const WAIT_AFTER_END_MS = 6_000;
const server = serverPerFile({ trustProxy: true, voice: { idleMs: IDLE_MS, waitAfterEndMs: WAIT_AFTER_END_MS } });

const from = (address: string) => ({ 'x-forwarded-for': address });
const tokenOf = async (login: string) => String((await signIn(server.url, login)).tokens.access_token);
let signUps = 0;
const newAccount = async () => String((await signUp(server.url, `voice-pool-${(signUps += 1)}`)).tokens.access_token);

/** A liveness bound, not a timing assertion. */
function within<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms / 1000} s`)), ms)),
  ]);
}

type Voice = Awaited<ReturnType<typeof openVoice>>;

/** Sockets that start speaking and keep their microphones on: each holds a recogniser or waits for one. */
async function hogs(accounts: string[], address: (account: number) => string, perAccount = 2) {
  const sockets: Voice[] = [];
  for (const [i, token] of accounts.entries())
    for (let n = 0; n < perAccount; n += 1) sockets.push(await openVoice(server.url, token, from(address(i))));
  for (const socket of sockets) socket.ws.send(SILENT_FRAME);
  const stops = sockets.map((socket) => keepTalking(socket.ws));
  return {
    sockets,
    async close() {
      for (const stop of stops) stop();
      for (const socket of sockets) socket.ws.terminate();
      await Promise.all(sockets.map((socket) => socket.closed));
    },
  };
}

/** Every frame of a phrase at once, then `end`, as a person who spoke while the page said "waiting". */
async function sayAtOnce(voice: Voice, file: string) {
  for (const frame of frames(samples(file))) voice.ws.send(frame);
  voice.ws.send(JSON.stringify({ type: 'end' }));
}

// The recognisers and their turns live in each node's memory: PGlite pass only (onPostgresPass).
describe.skipIf(onPostgresPass)('the voice pool under three sign-ups (#57.7)', () => {
  it('what a person says while in line is transcribed when their turn comes, not answered with empty text', async () => {
    // Three accounts, two slow sockets each, from three addresses: all six recognisers held.
    const held = await hogs([await newAccount(), await newAccount(), await newAccount()], (i) => `198.51.100.${i + 1}`);
    try {
      const voice = await openVoice(server.url, await tokenOf('caregiver'), from('203.0.113.50'));
      await sayAtOnce(voice, 'harbor-physical-therapy.wav');
      expect(await within(voice.next('queued'), 'the queued message')).toEqual({ type: 'queued', position: 1 });
      // Still in line: nothing was answered for it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(voice.messages.filter((m) => m.type === 'final')).toEqual([]);

      held.sockets[0]!.ws.terminate();
      expect(await within(voice.next('listening'), 'the listening message')).toEqual({ type: 'listening' });
      expect(await within(voice.closed, 'the close')).toEqual({ code: 1000, reason: 'done' });
      expect(voice.messages.findLast((m) => m.type === 'final')?.text).toBe('harbor physical therapy');
    } finally {
      await held.close();
    }
  });

  it('what a microphone sends around the words while in line is cut short: silence before them, a long wait after them, silence alone', async () => {
    const held = await hogs([await newAccount(), await newAccount(), await newAccount()], (i) => `198.51.100.${i + 81}`);
    try {
      const [before, after, silent] = await Promise.all(
        ['203.0.113.81', '203.0.113.82', '203.0.113.83'].map(async (address) =>
          openVoice(server.url, await newAccount(), from(address)),
        ),
      );
      /** A quiet room, sent at once (nothing keeps pace with the clock in line). */
      const quiet = (voice: Voice, ms: number) => {
        for (let i = 0; i < ms / 100; i += 1) voice.ws.send(SILENT_FRAME);
      };
      // The microphone on for 12 s in line, then the words: kept whole, the latest 10 s were
      // 6.8 s of silence and the words, heard as "speech therapy in louisville".
      quiet(before!, 12_000);
      await sayAtOnce(before!, 'harbor-physical-therapy.wav');
      // The words, then 12 s in line with the microphone on: the latest 10 s held only silence.
      for (const frame of frames(samples('autism-support-in-denver.wav'))) after!.ws.send(frame);
      quiet(after!, 12_000);
      after!.ws.send(JSON.stringify({ type: 'end' }));
      // Nothing but silence, then end: nothing was said, and nothing waits for a recogniser.
      quiet(silent!, 3_000);
      silent!.ws.send(JSON.stringify({ type: 'end' }));
      expect(await within(silent!.closed, 'the answer to silence', 5_000)).toEqual({ code: 1000, reason: 'done' });
      expect(silent!.messages.filter((m) => m.type !== 'queued')).toEqual([{ type: 'final', text: '' }]);

      for (const voice of [before!, after!]) await within(voice.next('queued'), 'the queued message');
      held.sockets[0]!.ws.terminate();
      held.sockets[2]!.ws.terminate();
      expect(await within(before!.closed, 'the close')).toEqual({ code: 1000, reason: 'done' });
      expect(before!.messages.findLast((m) => m.type === 'final')?.text).toBe('harbor physical therapy');
      expect(await within(after!.closed, 'the close')).toEqual({ code: 1000, reason: 'done' });
      expect(after!.messages.findLast((m) => m.type === 'final')?.text).toBe('autism support in denver');
    } finally {
      await held.close();
    }
    // Two transcripts behind six held turns: 28 s on a loaded 2-core machine.
  }, 60_000);

  it('one address holds at most its share of the recognisers, whatever the accounts: someone elsewhere is heard at once', async () => {
    const accounts = [await newAccount(), await newAccount(), await newAccount()];
    const held = await hogs(accounts, () => '198.51.100.20');
    try {
      // Four of the six are heard (the address's share); two wait, whichever came last.
      const waiting = () => held.sockets.filter((socket) => socket.messages.some((m) => m.type === 'queued')).length;
      await within(
        (async () => {
          while (waiting() < held.sockets.length - VOICE_LIMITS.perAddress) await new Promise((r) => setTimeout(r, 100));
        })(),
        'the queued messages',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(waiting()).toBe(held.sockets.length - VOICE_LIMITS.perAddress);
      const voice = await openVoice(server.url, await tokenOf('careseeker'), from('203.0.113.60'));
      const { final, close } = await within(voice.say('autism-support-in-denver.wav'), 'the other person’s transcript');
      expect(final).toBe('autism support in denver');
      expect(close).toEqual({ code: 1000, reason: 'done' });
      expect(voice.messages.some((m) => m.type === 'queued')).toBe(false);
    } finally {
      await held.close();
    }
  });

  it('one address opens at most its bound of voice sockets, whatever the accounts (429); another address still opens one', async () => {
    const accounts = [await newAccount(), await newAccount()];
    const open: Voice[] = [];
    try {
      // Within each account's 10: six each, from one address.
      for (let i = 0; i < VOICE_LIMITS.socketsPerAddress; i += 1)
        open.push(await openVoice(server.url, accounts[i % 2]!, from('198.51.100.30')));
      await expect(openVoice(server.url, await newAccount(), from('198.51.100.30'))).rejects.toThrow(/429/);
      open.push(await openVoice(server.url, accounts[0]!, from('198.51.100.31')));
      // A socket closed gives its place back.
      open[0]!.ws.terminate();
      await open[0]!.closed;
      await within(
        (async () => {
          for (;;) {
            try {
              open.push(await openVoice(server.url, accounts[1]!, from('198.51.100.30')));
              return;
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        })(),
        'a place given back',
      );
    } finally {
      for (const socket of open) socket.ws.terminate();
      await Promise.all(open.map((socket) => socket.closed));
    }
  });

  it('a person who said end in line waits a bounded time, then is told to try again later (1013)', async () => {
    const held = await hogs([await newAccount(), await newAccount(), await newAccount()], (i) => `198.51.100.${i + 41}`);
    try {
      const voice = await openVoice(server.url, await tokenOf('caregiver'), from('203.0.113.70'));
      await sayAtOnce(voice, 'harbor-physical-therapy.wav');
      await within(voice.next('queued'), 'the queued message');
      // Longer than the idle time (no audio comes after end), within the wait after end plus slack.
      expect(await within(voice.closed, 'the close', WAIT_AFTER_END_MS + 15_000)).toEqual({
        code: 1013,
        reason: 'recognisers busy',
      });
      expect(voice.messages.filter((m) => m.type === 'final')).toEqual([]);
    } finally {
      await held.close();
    }
  });
});
