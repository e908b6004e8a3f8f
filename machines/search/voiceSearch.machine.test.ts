import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { shownText, voiceSearchMachine, type CaptureCommand, type VoiceEvent, type VoiceFailure } from './voiceSearch.machine';

const FAILURES = [
  'permission denied',
  'no microphone',
  'microphone busy',
  'microphone lost',
  'microphone failed',
  'connection lost',
] as const;

/** A capture actor that records what it is told and whether it was stopped (released). */
function fakes() {
  const log = { started: 0, released: 0, commands: [] as CaptureCommand[], reported: [] as VoiceFailure[] };
  const machine = voiceSearchMachine.provide({
    actors: {
      capture: fromCallback<CaptureCommand>(({ receive }) => {
        log.started += 1;
        receive((command) => log.commands.push(command));
        return () => void (log.released += 1);
      }),
    },
    actions: { 'report failure': (_, { failure }) => void log.reported.push(failure) },
  });
  const reset = () => Object.assign(log, { started: 0, released: 0, commands: [], reported: [] });
  return { machine, log, reset };
}

/** The tags of listening's progress: one of them is always shown while the dialog listens. */
const LISTENING_TAGS = ['loading', 'queued', 'recording', 'streaming'] as const;

describe('voice search machine', () => {
  it('covers every state and transition: loading, queued, recording, streaming, finishing, each failure, hidden tab, reset, close', async () => {
    const { machine, log, reset } = fakes();
    await testMachineModel({
      machine,
      stateKey: (s) => ({ value: s.value, ...s.context, level: s.context.level > 0 }),
      beforePath: reset,
      events: [
        { type: 'voice.ready' },
        { type: 'voice.level', level: 0.4 },
        { type: 'voice.partial', text: 'find speech' },
        { type: 'voice.partial', text: '' },
        { type: 'voice.final', text: 'find speech therapy' },
        { type: 'voice.final', text: '' },
        { type: 'voice.queued', position: 2 },
        { type: 'voice.queued', position: 1 },
        { type: 'voice.listening' },
        ...FAILURES.map((failure) => ({ type: 'voice.failed' as const, failure })),
        { type: 'voice.hidden' },
        { type: 'voice.visible' },
        { type: 'voice.reset' },
        { type: 'voice.edit' },
        { type: 'voice.searchNow' },
        { type: 'voice.retry' },
        { type: 'voice.close' },
      ] satisfies VoiceEvent[] as VoiceEvent[],
      states: {
        'voiceSearch.session.listening.progress.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(shownText(s.context)).toBe('');
        },
        'voiceSearch.session.listening.progress.queued': (s) => {
          expect(s.hasTag('queued')).toBe(true);
          expect(s.context.place).toBeGreaterThanOrEqual(1);
          expect(shownText(s.context)).toBe('');
        },
        'voiceSearch.session.listening.progress.recording': (s) => {
          expect(s.hasTag('recording')).toBe(true);
          expect(shownText(s.context)).toBe('');
        },
        'voiceSearch.session.listening.progress.streaming': (s) => {
          expect(s.hasTag('streaming')).toBe(true);
          expect(s.context.transcript).toBe('');
          expect(s.context.interim).not.toBe('');
        },
        'voiceSearch.session.finishing': (s) => {
          expect(s.hasTag('finishing')).toBe(true);
          expect(s.context.intent).not.toBeNull();
          // The capture actor was told to end the stream (and stop the microphone).
          expect(log.commands.at(-1)).toEqual({ type: 'capture.end' });
        },
        'voiceSearch.session.listening.page.visible': (s) => {
          // On the tab: the dialog says where listening is, and the microphone is held.
          expect(LISTENING_TAGS.some((t) => s.hasTag(t))).toBe(true);
          expect(log.started - log.released).toBe(1);
        },
        'voiceSearch.session.listening.page.hidden': (s) => {
          // Off the tab: nothing is let go yet (only after the 30 s grace), and what was heard is kept.
          expect(LISTENING_TAGS.some((t) => s.hasTag(t))).toBe(true);
          expect(log.started - log.released).toBe(1);
          expect(s.context.failure).toBeNull();
        },
        'voiceSearch.failed': (s) => {
          expect(s.hasTag('failed')).toBe(true);
          expect(s.context.failure).not.toBeNull();
          // Reported once, unless nothing was heard (not a fault).
          const reportedHere = s.context.failure !== 'no speech' && s.context.failure !== 'microphone failed';
          expect(log.reported.at(-1)).toBe(reportedHere ? s.context.failure : undefined);
          expect(log.released).toBe(log.started);
        },
        'voiceSearch.finished': (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ action: s.context.intent, text: shownText(s.context) });
          expect(log.released).toBe(log.started);
        },
        'voiceSearch.closed': (s) => {
          expect(s.output).toEqual({ action: 'close' });
          // Closing releases the microphone and the connection, every time.
          expect(log.released).toBe(log.started);
        },
      },
      always: (s) => {
        // The place in line is shown only while waiting in it.
        if (s.status === 'active') expect(s.context.place !== null).toBe(s.hasTag('queued'));
        if (s.status === 'active' && !s.matches('failed')) expect(log.started - log.released).toBe(1);
        // One report per failure: a retry's failure is a new one.
        expect(log.reported.length).toBeLessThanOrEqual(log.started);
      },
    });
  });

  it('a partial replaces the forming text; the final is appended and is what Stop & Search Now searches', () => {
    const { machine } = fakes();
    const actor = createActor(machine).start();
    actor.send({ type: 'voice.ready' });
    actor.send({ type: 'voice.partial', text: 'harbor' });
    actor.send({ type: 'voice.partial', text: 'harbor physical' });
    expect(shownText(actor.getSnapshot().context)).toBe('harbor physical');
    actor.send({ type: 'voice.searchNow' });
    actor.send({ type: 'voice.final', text: 'harbor physical therapy' });
    expect(actor.getSnapshot().output).toEqual({ action: 'search', text: 'harbor physical therapy' });
  });

  it('waiting in line for a recogniser is not silence: the 8 s start when the turn comes', () => {
    const { machine } = fakes();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'voice.ready' });
    actor.send({ type: 'voice.queued', position: 2 });
    actor.send({ type: 'voice.queued', position: 1 });
    clock.increment(60_000);
    expect(actor.getSnapshot().hasTag('queued')).toBe(true);
    expect(actor.getSnapshot().context.place).toBe(1);
    actor.send({ type: 'voice.listening' });
    clock.increment(7_999);
    expect(actor.getSnapshot().hasTag('recording')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.failure).toBe('no speech');
  });

  it('hears nothing for 8 s: "no speech", not reported; a hidden tab lets go after 30 s, not before', () => {
    const { machine, log } = fakes();
    const clock = new SimulatedClock();
    const silent = createActor(machine, { clock }).start();
    silent.send({ type: 'voice.ready' });
    clock.increment(7_999);
    expect(silent.getSnapshot().hasTag('recording')).toBe(true);
    clock.increment(1);
    expect(silent.getSnapshot().context.failure).toBe('no speech');
    expect(log.reported).toEqual([]);

    const hidden = createActor(machine, { clock }).start();
    hidden.send({ type: 'voice.ready' });
    hidden.send({ type: 'voice.partial', text: 'speech' });
    hidden.send({ type: 'voice.hidden' });
    clock.increment(29_999);
    expect(hidden.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(hidden.getSnapshot().output).toEqual({ action: 'close' });
    expect(log.released).toBe(log.started);
  });
});
