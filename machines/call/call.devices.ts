import { callSetup } from './call.setup';

/**
 * The call's microphone and camera regions (regions of `live` in call.machine.ts): whether each
 * is open, muted or off, as the person chooses and as the devices come and go.
 */
export const microphoneRegion = callSetup.createStateConfig({
  initial: 'absent',
  states: {
    absent: {
      description: 'No microphone is open (none found, refused, or not yet).',
      on: {
        'media.ready': { guard: 'has audio', target: 'on' },
        'media.stream': { guard: 'has audio', target: 'on' },
      },
    },
    // Entering and leaving on tell the other person (a muted microphone shows on their side).
    on: {
      entry: ['mic on', 'tell my media'],
      exit: ['mic off', 'tell my media'],
      on: {
        'mic.toggle': { target: 'muted', actions: { type: 'enable media', params: { kind: 'audio', on: false } } },
        'media.lost': { guard: 'lost audio', target: 'lost' },
      },
    },
    muted: {
      description: 'Muted: the microphone stays open (the level shows "you are muted") but sends silence.',
      on: { 'mic.toggle': { target: 'on', actions: { type: 'enable media', params: { kind: 'audio', on: true } } } },
    },
    lost: {
      description: 'The microphone was unplugged or stopped: plug it back in or choose another.',
      on: { 'media.stream': { guard: 'has audio', target: 'on' } },
    },
  },
});

export const cameraRegion = callSetup.createStateConfig({
  initial: 'absent',
  states: {
    absent: {
      description: 'No camera is open (none found, refused, or not yet).',
      on: {
        'media.ready': { guard: 'has video', target: 'on' },
        'media.stream': { guard: 'has video', target: 'on' },
      },
    },
    on: {
      entry: ['camera on', 'tell my media'],
      exit: ['camera off', 'tell my media'],
      on: {
        'camera.toggle': { target: 'off', actions: { type: 'enable media', params: { kind: 'video', on: false } } },
        'media.lost': { guard: 'lost video', target: 'lost' },
      },
    },
    off: {
      description: 'Camera off: it is closed (its light goes out); turning it on opens it again.',
      on: { 'camera.toggle': { target: 'on', actions: { type: 'enable media', params: { kind: 'video', on: true } } } },
    },
    lost: {
      description: 'The camera was unplugged or stopped: plug it back in or choose another.',
      on: { 'media.stream': { guard: 'has video', target: 'on' } },
    },
  },
});
