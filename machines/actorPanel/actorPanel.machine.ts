import { setup } from 'xstate';
import { unprovided } from '../domain/placeholder';

export type ActorPanelEvent =
  | { type: 'panel.toggle' }
  | { type: 'panel.close' }
  | { type: 'recording.start' }
  /** A recording carried over a page load (the sign-in redirect) goes on. */
  | { type: 'recording.resume' }
  | { type: 'recording.save' };

/**
 * The live actor panel (a developer tool, src/features/actorPanel): open or closed, and
 * independently recording or not, so a recording goes on while the panel is
 * closed and the person uses the app. The journal itself is data in src/features/actorPanel.
 */
export const actorPanelMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'open' | 'recording',
    events: {} as ActorPanelEvent,
  },
  actions: {
    // src/features/actorPanel/installActorPanel.tsx provides these.
    'show panel': () => unprovided('actorPanel', 'show panel'),
    'hide panel': () => unprovided('actorPanel', 'hide panel'),
    'start journal': () => unprovided('actorPanel', 'start journal'),
    'save journal': () => unprovided('actorPanel', 'save journal'),
  },
}).createMachine({
  id: 'actorPanel',
  type: 'parallel',
  description: 'The live actor panel: shown or hidden (Alt+Shift+A, Escape), and recording a journal or not.',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.toggle': 'open' } },
        open: {
          description: 'The actor tree is on screen; focus is in the panel and returns to where it was on close.',
          tags: ['open'],
          entry: 'show panel',
          exit: 'hide panel',
          on: { 'panel.toggle': 'closed', 'panel.close': 'closed' },
        },
      },
    },
    recording: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'recording.start': { target: 'on', actions: 'start journal' },
            'recording.resume': 'on',
          },
        },
        on: {
          description: 'Every inspection event is kept, masked, until Save downloads the journal.',
          tags: ['recording'],
          on: { 'recording.save': { target: 'idle', actions: 'save journal' } },
        },
      },
    },
  },
});
