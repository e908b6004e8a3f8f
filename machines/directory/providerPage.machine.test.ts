import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ProviderDetail } from '../../contract/directory';
import { testMachineModel } from '../../tests/machines/model';
import { providerPageMachine, type ProviderPageEvent } from './providerPage.machine';

const provider: ProviderDetail = {
  therapy_provider_id: 7,
  name: 'Harbor Speech Clinic',
  provider_image_url: null,
  website: 'https://harbor.example',
  services: ['speech'],
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  latitude: 30.27,
  longitude: -97.74,
  telehealth: true,
  in_person: true,
  distance_miles: null,
  ages: ['preschool'],
  languages: ['en', 'es'],
  insurance: ['medicaid'],
  address: '1 Main St, Austin, TX 78701',
  phone: '(512) 555-0100',
  hours: ['Mon–Fri 8:00–17:00'],
  about: 'Speech therapy for children.',
  member: null,
};

describe('provider page machine', () => {
  it('covers every state and transition: loaded, not found, failed and Try again', async () => {
    const asked: number[] = [];
    await testMachineModel({
      machine: providerPageMachine.provide({
        actors: {
          loadProvider: fromPromise<ProviderDetail | null, { id: number }>(({ input }) => {
            asked.push(input.id);
            return new Promise(() => {});
          }),
        },
      }),
      input: { id: 7 },
      stateKey: (s) => ({ value: s.value }),
      events: (): ProviderPageEvent[] => [
        { type: 'xstate.done.actor.loadProvider', output: provider } as never,
        { type: 'xstate.done.actor.loadProvider', output: null } as never,
        { type: 'xstate.error.actor.loadProvider', error: new Error('503') } as never,
        { type: 'provider.retry' },
      ],
      beforePath: () => asked.splice(0),
      states: {
        'providerPage.loading': (s) => {
          expect(s.hasTag('loading')).toBe(true);
          // The page asks for the provider its address names, and asks again on Try again.
          expect(asked.at(-1)).toBe(7);
        },
        'providerPage.notFound': (s) => {
          expect(s.hasTag('not found')).toBe(true);
          expect(s.context.provider).toBeNull();
        },
        'providerPage.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'providerPage.loaded': (s) => expect(s.context.provider).toEqual(provider),
      },
    });
  });
});
