import { callSetup } from './call.setup';

/**
 * The device check before joining (the stage's first state in call.machine.ts): the camera and
 * microphone are asked for, previewed with their level, and the person joins with either off.
 */
export const checkingState = callSetup.createStateConfig({
  tags: 'checking',
  initial: 'starting',
  on: { 'call.leave': { target: '#call.ended', actions: 'take outcome' } },
  states: {
    starting: {
      description: 'The browser is asked for the camera and microphone.',
      on: {
        'media.ready': { target: 'ready', actions: 'take media' },
        'media.failed': [
          { guard: 'blocked', target: 'blocked', actions: 'take failure' },
          { guard: 'no device', target: 'noDevice', actions: 'take failure' },
          {
            guard: 'is reported',
            target: 'failed',
            actions: ['take failure', { type: 'report media failure', params: { failure: 'failed' } }],
          },
          { target: 'failed', actions: 'take failure' },
        ],
      },
    },
    ready: {
      description: 'Preview, devices and level meter: join with the camera or microphone on or off.',
      on: { 'call.join': '#call.live.stage.connection' },
    },
    blocked: {
      description: 'The browser refused the camera and microphone: how to allow them, or join without.',
      on: {
        'call.retry': { target: 'starting', actions: 'retry media' },
        'call.join': '#call.live.stage.connection',
      },
    },
    noDevice: {
      description: 'No camera or microphone was found: plug one in and try again, or join without.',
      on: {
        'call.retry': { target: 'starting', actions: 'retry media' },
        'call.join': '#call.live.stage.connection',
      },
    },
    failed: {
      description: 'The camera or microphone is busy (another app) or failed: close it there and try again, or join without.',
      on: {
        'call.retry': { target: 'starting', actions: 'retry media' },
        'call.join': '#call.live.stage.connection',
      },
    },
  },
});
