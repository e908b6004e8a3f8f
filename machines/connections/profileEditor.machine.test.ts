import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { User } from '../domain/user';
import { profileEditorMachine, type ProfileEditorEvent } from './profileEditor.machine';
import { ProfileRefused, type OwnProfile } from './profileEditor.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const user: User = {
  user_id: 7,
  user_name: 'maya',
  email: 'maya@example.test',
  first_name: 'Maya',
  last_name: 'Thompson',
  profile_picture: '/public/avatars/maya.svg',
  user_type: 1,
  is_mentor: false,
  mentor_detail: null,
  care_provider_detail: null,
};
const profile = (first: string): OwnProfile => ({
  user: { ...user, first_name: first, first_sign_in: false },
  bio: '',
  mentor_bio: null,
  who_can_message: 'everyone',
  who_sees_communities: 'everyone',
  badges: [],
});
const cut = { blob: new Blob(['png']), preview: 'blob:cut' };

describe('profile editor machine', () => {
  it('covers every state and transition: load and Try again, edit, crop a picture, save, saved, refused with field errors, outage', async () => {
    const told: string[] = [];
    const released: string[] = [];
    await testMachineModel({
      machine: profileEditorMachine.provide({
        actors: {
          loadProfile: never(),
          readPicture: never(),
          cropPicture: never(),
          saveProfile: never(),
        },
        actions: {
          'tell the session': (_, { user: u }) => void told.push(u.first_name ?? ''),
          'release pictures': (_, { urls }) => void released.push(...urls),
        },
      }),
      input: { userId: 7 },
      beforePath: () => {
        told.length = 0;
        released.length = 0;
      },
      stateKey: (s) => ({
        value: s.value,
        changed: s.context.changed,
        picture: Boolean(s.context.pictures.profile),
        area: Boolean(s.context.crop?.area),
        errors: Object.keys(s.context.fieldErrors).filter((k) => s.context.fieldErrors[k as 'user_name']),
        message: s.context.message,
      }),
      events: (): ProfileEditorEvent[] => [
        { type: 'profile.retry' },
        { type: 'profile.edit', field: 'first_name', value: 'Maia' },
        { type: 'profile.save' },
        { type: 'picture.choose', target: 'profile', file: new Blob(['png']) },
        { type: 'crop.area', area: { x: 0, y: 0, width: 10, height: 10 } },
        { type: 'crop.confirm' },
        { type: 'crop.cancel' },
        { type: 'xstate.done.actor.loadProfile', output: profile('Maya') } as never,
        { type: 'xstate.error.actor.loadProfile', error: new Error('503') } as never,
        { type: 'xstate.done.actor.readPicture', output: 'blob:source' } as never,
        { type: 'xstate.error.actor.readPicture', error: new Error('not an image') } as never,
        { type: 'xstate.done.actor.cropPicture', output: cut } as never,
        { type: 'xstate.error.actor.cropPicture', error: new Error('canvas') } as never,
        { type: 'xstate.done.actor.saveProfile', output: profile('Maia') } as never,
        {
          type: 'xstate.error.actor.saveProfile',
          error: new ProfileRefused('That user name is taken. Choose another.', {
            user_name: 'That user name is taken. Choose another.',
          }),
        } as never,
        { type: 'xstate.error.actor.saveProfile', error: new Error('offline') } as never,
      ],
      states: {
        'profileEditor.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'profileEditor.failed': (s) => expect(s.context.message).toMatch(/couldn't reach your profile/),
        'profileEditor.editing.clean': (s) => {
          expect(s.hasTag('unsaved')).toBe(false);
          expect(s.context.changed).toBe(false);
        },
        'profileEditor.editing.dirty': (s) => {
          expect(s.hasTag('unsaved')).toBe(true);
          expect(s.context.changed).toBe(true);
        },
        'profileEditor.editing.saved': (s) => {
          expect(s.hasTag('saved')).toBe(true);
          expect(s.hasTag('unsaved')).toBe(false);
          // The session heard the saved user; the cut picture's preview went.
          expect(told.at(-1)).toBe('Maia');
          expect(s.context.pictures).toEqual({});
          expect(s.context.draft?.first_name).toBe('Maia');
        },
        'profileEditor.editing.refused': (s) => {
          expect(s.hasTag('refused')).toBe(true);
          expect(s.context.fieldErrors.user_name).toMatch(/taken/);
          // What was typed or cut is kept, to fix and save again.
          expect(s.context.changed).toBe(true);
        },
        // Passed through at once (clean or dirty, by whether anything changed): never rested in.
        'profileEditor.editing.restore': () => expect.unreachable('restore is transient'),
        'profileEditor.cropping.reading': (s) => expect(s.context.chosen?.target).toBe('profile'),
        'profileEditor.cropping.framing': (s) => {
          expect(s.hasTag('cropping')).toBe(true);
          expect(s.context.crop?.source).toBe('blob:source');
        },
        'profileEditor.cropping.cutting': (s) => expect(s.context.crop?.area).not.toBeNull(),
        'profileEditor.saving': (s) => expect(s.hasTag('saving')).toBe(true),
      },
      always: (s) => {
        // Outside the crop dialog nothing is being framed.
        if (!s.matches('cropping')) expect(s.context.crop).toBeNull();
        // A picture that was cut is released once cut (its original) or once saved (its preview).
        if (s.matches({ editing: 'saved' }) && released.length) expect(released).toContain('blob:source');
      },
    });
  });
});
