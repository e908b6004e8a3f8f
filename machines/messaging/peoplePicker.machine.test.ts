import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { Person } from './messaging.types';
import { peoplePickerMachine, type PeoplePickerEvent } from './peoplePicker.machine';

const priya: Person = { user_id: 3, user_name: 'mentor', first_name: 'Priya', last_name: 'Shah', profile_picture: null };

describe('peoplePicker machine', () => {
  it('covers every state and transition: debounce, search, failure, choosing', async () => {
    await testMachineModel({
      machine: peoplePickerMachine.provide({
        actors: { findPeople: fromPromise<Person[], { text: string }>(() => new Promise<Person[]>(() => {})) },
      }),
      stateKey: (s) => ({ value: s.value, text: s.context.text, n: s.context.people.length, chosen: s.context.chosen.length }),
      events: (s): PeoplePickerEvent[] => [
        ...(s.context.text === ''
          ? [{ type: 'picker.type' as const, text: 'pri' }]
          : [{ type: 'picker.type' as const, text: '' }]),
        { type: 'picker.toggle', person: priya },
        { type: 'picker.clear' },
        { type: 'xstate.done.actor.findPeople', output: [priya] } as never,
        { type: 'xstate.error.actor.findPeople', error: new Error('503') } as never,
      ],
      states: {
        'peoplePicker.idle': (s) => {
          if (!s.context.text) expect(s.context.people).toEqual([]);
        },
        'peoplePicker.waiting': (s) => expect(s.hasTag('searching')).toBe(false),
        'peoplePicker.searching': (s) => expect(s.context.text).toBe('pri'),
        'peoplePicker.failed': (s) => expect(s.context.people).toEqual([]),
      },
    });
  });
});
