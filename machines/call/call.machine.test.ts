import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { callSessionClock } from './call.setup';
import {
  callMachine,
  type CallEvent,
  type CallLoaded,
  type MediaCommand,
  type MediaHandle,
  type Outgoing,
  type PeerCommand,
  type PeerInput,
} from './call.machine';

const MEETING = '0b7c9f2e-5d1a-4c3b-9e8f-1a2b3c4d5e01';
const START = Date.UTC(2027, 0, 4, 15);
const camera: MediaHandle = { id: 'camera-and-microphone' };
const screen: MediaHandle = { id: 'screen' };
const remote: MediaHandle = { id: 'remote' };
const offer = { type: 'offer' as const, sdp: 'v=0 offer' };
const answer = { type: 'answer' as const, sdp: 'v=0 answer' };
const candidate = { candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
const loaded = (status: 'scheduled' | 'cancelled'): CallLoaded => ({
  session: {
    id: 1,
    status,
    start: new Date(START).toISOString(),
    end: new Date(START + 3_600_000).toISOString(),
    role: 'concierge',
    meeting_id: MEETING,
    concierge: { user_id: 7, user_name: 'coordinator', display_name: 'Jordan Lee', profile_picture: null },
    booker: { user_id: 1, user_name: 'maya', display_name: 'Maya Thompson', profile_picture: null },
    note: null,
  },
  service: { iceServers: [], icePolicy: 'all' },
});

/** Fake effects that record what the call asked of them, and whether they are running. */
function fakes() {
  const log = {
    told: [] as Outgoing[],
    media: [] as MediaCommand[],
    peer: [] as PeerCommand[],
    peerInputs: [] as PeerInput[],
    running: { media: 0, signalling: 0, peer: 0, screen: 0 },
    reported: [] as string[],
  };
  const running = (name: keyof typeof log.running) => () => {
    log.running[name] += 1;
    return () => void (log.running[name] -= 1);
  };
  const machine = callMachine.provide({
    actors: {
      load: fromPromise<CallLoaded, { meetingId: string }>(() => new Promise(() => {})),
      media: fromCallback<MediaCommand, { camera: string | null; microphone: string | null }>(({ receive }) => {
        receive((c) => log.media.push(c));
        return running('media')();
      }),
      signalling: fromCallback(({ receive }) => {
        receive((c: { type: 'signal.send'; message: Outgoing }) => log.told.push(c.message));
        return running('signalling')();
      }),
      peer: fromCallback<PeerCommand, PeerInput>(({ receive, input }) => {
        log.peerInputs.push(input);
        receive((c) => log.peer.push(c));
        return running('peer')();
      }),
      screen: fromCallback(() => running('screen')()),
      // The schedule's own timers are sessionClock.machine.test.ts's; here it stays quiet.
      sessionClock: fromCallback(() => {}) as unknown as typeof callSessionClock,
    },
    actions: { 'report media failure': (_, { failure }) => void log.reported.push(failure) },
  });
  const reset = () =>
    Object.assign(log, {
      told: [],
      media: [],
      peer: [],
      peerInputs: [],
      running: { media: 0, signalling: 0, peer: 0, screen: 0 },
      reported: [],
    });
  return { machine, log, reset };
}

const lastTold = (log: { told: Outgoing[] }, event: Outgoing['event']) => log.told.filter((m) => m.event === event).at(-1);

describe('call machine', () => {
  it('covers every state and transition: the check, joining, waiting, connecting, reconnecting, sharing, ending, leaving', async () => {
    const { machine, log, reset } = fakes();
    type S = Parameters<typeof machine.transition>[0];
    const report = await testMachineModel({
      machine,
      input: { meetingId: MEETING },
      stateKey: (s) => ({
        value: s.value,
        role: s.context.role,
        gone: s.context.peerGone,
        notice: s.context.notice !== null,
        refusal: s.context.refusal?.code,
        outcome: s.context.outcome?.kind,
        failure: s.context.failure,
        offer: s.context.offer !== null,
      }),
      beforePath: reset,
      events: (s: S) => {
        const e: CallEvent[] = [];
        const m = (v: object | string) => s.matches(v as never);
        const stage = { live: { stage: 'checking' } };
        const inCall = { live: { stage: { connection: 'inCall' } } };
        const link = (v: object | string) => m({ live: { stage: { connection: { inCall: { link: v } } } } });
        const region = (name: string, v: string | object) => m({ live: { stage: { connection: { inCall: { [name]: v } } } } });
        if (m('loading'))
          e.push(
            { type: 'xstate.done.actor.load', output: loaded('scheduled') } as never,
            { type: 'xstate.done.actor.load', output: loaded('cancelled') } as never,
            { type: 'xstate.error.actor.load', error: { refusal: { code: 'not found', message: 'No.' } } } as never,
            { type: 'xstate.error.actor.load', error: new Error('offline') } as never,
          );
        if (m('unavailable')) e.push({ type: 'call.retry' });
        if (m({ live: { stage: { checking: 'starting' } } }))
          e.push(
            { type: 'media.ready', stream: camera, audio: true, video: true },
            { type: 'media.ready', stream: camera, audio: true, video: false },
            { type: 'media.ready', stream: camera, audio: false, video: true },
            { type: 'media.failed', failure: 'blocked' },
            { type: 'media.failed', failure: 'no device' },
            { type: 'media.failed', failure: 'busy' },
            { type: 'media.failed', failure: 'failed' },
          );
        // Into the room with both on, or (from a refusal) with neither: the call's own graph once each.
        const full = m({ live: { microphone: 'on', camera: 'on' } });
        const none = m({ live: { microphone: 'absent', camera: 'absent' } });
        if (m({ live: { stage: { checking: 'ready' } } })) {
          // The camera and microphone regions are the same before and in the call: proven here.
          if (full) e.push({ type: 'call.join' });
          e.push(
            { type: 'call.leave' },
            { type: 'mic.toggle' },
            { type: 'camera.toggle' },
            { type: 'media.lost', kind: 'audio' },
            { type: 'media.lost', kind: 'video' },
            { type: 'media.stream', stream: camera, audio: true, video: true },
            { type: 'device.pick', kind: 'video', deviceId: 'usb-camera' },
            { type: 'media.level', level: 0.3 },
            { type: 'media.devices', devices: { cameras: [], microphones: [] }, chosen: { camera: null, microphone: null } },
            { type: 'notice.dismiss' },
          );
        }
        if (['blocked', 'noDevice', 'failed'].some((v) => m({ live: { stage: { checking: v } } })))
          e.push({ type: 'call.retry' }, { type: 'call.join' });
        void stage;
        if (m({ live: { stage: { connection: 'joining' } } }))
          e.push(
            { type: 'signal.up' },
            { type: 'signal.joined', role: 'concierge', startsAt: START, endsAt: START + 3_600_000, now: START },
            { type: 'signal.refused', action: 'join', reason: 'too early', message: 'The call opens 10 minutes before.' },
            { type: 'signal.moved' },
            { type: 'call.leave' },
          );
        // Joined without camera and microphone: the room is the same; leaving proves the way out.
        if (m(inCall) && none) e.push({ type: 'call.leave' });
        if (m(inCall) && full) {
          const quiet = region('screen', 'idle') && region('ending', 'idle');
          if (link('waiting') || link('away')) {
            e.push(
              { type: 'signal.peer', event: 'joined', resume: false },
              { type: 'signal.peer', event: 'present', resume: false },
              { type: 'signal.description', description: offer },
            );
            if (link('waiting') && quiet)
              e.push(
                { type: 'signal.up' },
                { type: 'signal.joined', role: 'concierge', startsAt: START, endsAt: START + 3_600_000, now: START },
                { type: 'signal.media', media: { audio: false, video: true, screen: false } },
                { type: 'signal.refused', action: 'join', reason: 'ended', message: 'Over.' },
                { type: 'signal.ended', outcome: 'no-show', missing: 'booker', by: 'concierge' },
                { type: 'call.leave' },
              );
          }
          if (link({ together: 'connecting' }))
            e.push(
              { type: 'peer.connected', at: START + 1000 },
              { type: 'signal.up' },
              { type: 'signal.description', description: answer },
              { type: 'signal.candidate', candidate },
              { type: 'peer.description', description: offer },
              { type: 'peer.candidate', candidate },
              { type: 'peer.remote', stream: remote },
              { type: 'peer.level', level: 0.5 },
              { type: 'signal.peer', event: 'joined', resume: false },
              { type: 'signal.peer', event: 'present', resume: false },
              { type: 'signal.peer', event: 'joined', resume: true },
              { type: 'signal.peer', event: 'left', resume: false },
              { type: 'signal.peer', event: 'closed', resume: false },
            );
          if (link({ together: 'connected' })) {
            e.push({ type: 'peer.disconnected' }, { type: 'signal.link', state: 'reconnecting' });
            if (quiet) e.push({ type: 'screen.start' }, { type: 'call.end' });
          }
          if (link({ together: { reconnecting: 'mine' } }))
            e.push({ type: 'peer.connected', at: START + 5000 }, { type: 'signal.peer', event: 'joined', resume: true });
          if (link({ together: { reconnecting: 'theirs' } }))
            e.push({ type: 'signal.link', state: 'connected' }, { type: 'peer.disconnected' });
          if (quiet && link({ together: 'connected' })) {
            if (region('schedule', 'onTime')) e.push({ type: 'schedule.endingSoon' });
            if (region('schedule', 'endingSoon')) e.push({ type: 'schedule.over' });
          }
          const screenIn = (v: string) => region('screen', { active: v } as never);
          if (screenIn('choosing')) e.push({ type: 'screen.ready', stream: screen }, { type: 'screen.failed', cancelled: true });
          if (screenIn('sharing')) e.push({ type: 'screen.stop' }, { type: 'screen.ended' });
          if (region('ending', 'confirming')) e.push({ type: 'call.endConfirmed' }, { type: 'call.endCancelled' });
          if (region('ending', 'requesting'))
            e.push(
              {
                type: 'signal.refused',
                action: 'end',
                reason: 'not started',
                message: 'A session can be ended from its start time.',
              },
              { type: 'signal.ended', outcome: 'completed', missing: null, by: 'concierge' },
            );
        }
        return e;
      },
      states: {
        'call.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'call.unavailable': () => expect(log.running.media).toBe(0),
        'call.refused': (s) => {
          expect(s.context.refusal?.message).toBeTruthy();
          // Nothing is held for a call that cannot happen.
          expect(log.running).toMatchObject({ media: 0, peer: 0, screen: 0 });
        },
        'call.ended': (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual(s.context.outcome);
          // Camera, microphone, screen, the connection and the room: all released.
          expect(log.running).toEqual({ media: 0, signalling: 0, peer: 0, screen: 0 });
          if (s.context.outcome?.kind === 'left' && s.context.role) expect(lastTold(log, 'call:leave')).toBeDefined();
        },
        'call.live.microphone.absent': (s) => expect(s.context.micOn).toBe(false),
        'call.live.microphone.on': (s) => expect(s.context.micOn).toBe(true),
        'call.live.microphone.muted': (s) => {
          expect(s.context.micOn).toBe(false);
          expect(log.media.filter((c) => c.type === 'media.enable' && c.kind === 'audio').at(-1)).toMatchObject({ on: false });
        },
        'call.live.microphone.lost': (s) => expect(s.context.micOn).toBe(false),
        'call.live.camera.absent': (s) => expect(s.context.cameraOn).toBe(false),
        'call.live.camera.on': (s) => expect(s.context.cameraOn).toBe(true),
        'call.live.camera.off': (s) => {
          expect(s.context.cameraOn).toBe(false);
          expect(log.media.filter((c) => c.type === 'media.enable' && c.kind === 'video').at(-1)).toMatchObject({ on: false });
        },
        'call.live.camera.lost': (s) => expect(s.context.cameraOn).toBe(false),
        'call.live.stage.checking.starting': (s) => {
          expect(s.hasTag('checking')).toBe(true);
          expect(log.running.media).toBe(1);
          // Nobody is in the room before Join.
          expect(lastTold(log, 'call:join')).toBeUndefined();
        },
        'call.live.stage.checking.ready': (s) => expect(s.context.local).toBe(camera),
        'call.live.stage.checking.blocked': (s) => expect(s.context.failure).toBe('blocked'),
        'call.live.stage.checking.noDevice': (s) => expect(s.context.failure).toBe('no device'),
        'call.live.stage.checking.failed': (s) => {
          expect(['busy', 'failed']).toContain(s.context.failure);
          // A failure a person cannot fix is reported; a busy camera is not a fault.
          if (s.context.failure === 'failed') expect(log.reported.at(-1)).toBe('failed');
          else expect(log.reported.length).toBeLessThan(log.media.filter((c) => c.type === 'media.retry').length + 1);
        },
        'call.live.stage.connection.joining.asking': (s) => {
          expect(s.hasTag('joining')).toBe(true);
          expect(lastTold(log, 'call:join')).toEqual({ event: 'call:join', payload: { meeting_id: MEETING, resume: false } });
        },
        'call.live.stage.connection.joining.slow': (s) => expect(s.hasTag('joining')).toBe(true),
        'call.live.stage.connection.inCall.link.waiting': (s) => {
          expect(s.hasTag('waiting')).toBe(true);
          expect(log.running.peer).toBe(0);
          expect(s.context.remote).toBeNull();
        },
        'call.live.stage.connection.inCall.link.away': (s) => {
          expect(s.context.peerGone).toBe('closed');
          expect(log.running.peer).toBe(0);
        },
        'call.live.stage.connection.inCall.link.together.connecting': () => {
          expect(log.running.peer).toBe(1);
          // The concierge makes the offer, with what the person sends.
          expect(log.peerInputs.at(-1)).toMatchObject({ offerer: true });
        },
        'call.live.stage.connection.inCall.link.together.connected': (s) => {
          expect(s.hasTag('connected')).toBe(true);
          expect(s.context.connectedSince).not.toBeNull();
        },
        'call.live.stage.connection.inCall.link.together.reconnecting.mine': (s) => {
          expect(s.hasTag('reconnecting')).toBe(true);
          // The other side is told, and the concierge looks for a new path.
          expect(lastTold(log, 'call:link')?.payload).toMatchObject({ state: 'reconnecting' });
          expect(log.peer).toContainEqual({ type: 'peer.restartIce' });
        },
        'call.live.stage.connection.inCall.link.together.reconnecting.theirs': (s) => {
          expect(s.hasTag('their reconnecting')).toBe(true);
        },
        'call.live.stage.connection.inCall.screen.idle': (s) => expect(s.context.screen).toBeNull(),
        'call.live.stage.connection.inCall.screen.active.choosing': () => expect(log.running.screen).toBe(1),
        'call.live.stage.connection.inCall.screen.active.sharing': (s) => {
          expect(log.running.screen).toBe(1);
          expect(s.hasTag('sharing')).toBe(true);
          expect(log.peer.filter((c) => c.type === 'peer.outgoing').at(-1)).toMatchObject({ video: screen });
          expect(lastTold(log, 'call:media')?.payload).toMatchObject({ screen: true });
        },
        'call.live.stage.connection.inCall.schedule.onTime': (s) =>
          expect(s.hasTag('ending soon') || s.hasTag('over time')).toBe(false),
        'call.live.stage.connection.inCall.schedule.endingSoon': (s) => expect(s.hasTag('ending soon')).toBe(true),
        'call.live.stage.connection.inCall.schedule.over': (s) => expect(s.hasTag('over time')).toBe(true),
        'call.live.stage.connection.inCall.ending.idle': (s) =>
          expect(s.hasTag('ending') || s.hasTag('confirming end')).toBe(false),
        'call.live.stage.connection.inCall.ending.confirming': (s) => expect(s.hasTag('confirming end')).toBe(true),
        'call.live.stage.connection.inCall.ending.requesting': () =>
          expect(lastTold(log, 'call:end')).toEqual({ event: 'call:end', payload: { meeting_id: MEETING } }),
      },
      always: (s) => {
        if (s.status !== 'active') return;
        // The camera and microphone are held exactly while the call is live, the connection while the two are together.
        expect(log.running.media).toBe(s.matches('live') ? 1 : 0);
        expect(log.running.signalling).toBe(1);
        expect(log.running.peer).toBe(s.context.together ? 1 : 0);
        expect(log.running.screen).toBe(
          s.matches({ live: { stage: { connection: { inCall: { screen: 'active' } } } } } as never) ? 1 : 0,
        );
      },
    });
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('tells the other person when the microphone is muted, once in the room', async () => {
    const { createActor } = await import('xstate');
    const { machine, log } = fakes();
    const actor = createActor(machine, { input: { meetingId: MEETING } }).start();
    actor.send({ type: 'xstate.done.actor.load', output: loaded('scheduled') } as never);
    actor.send({ type: 'media.ready', stream: camera, audio: true, video: true });
    actor.send({ type: 'mic.toggle' });
    // Before joining, nobody is told.
    expect(log.told).toEqual([]);
    actor.send({ type: 'call.join' });
    actor.send({ type: 'signal.joined', role: 'booker', startsAt: START, endsAt: START + 3_600_000, now: START });
    expect(lastTold(log, 'call:media')?.payload).toEqual({ meeting_id: MEETING, audio: false, video: true, screen: false });
    actor.send({ type: 'mic.toggle' });
    expect(lastTold(log, 'call:media')?.payload).toMatchObject({ audio: true });
    // The booker answers: the connection waits for the concierge's offer.
    actor.send({ type: 'signal.description', description: offer });
    expect(log.peerInputs.at(-1)).toMatchObject({ offerer: false, offer, audio: camera, video: camera });
    actor.stop();
  });
});
