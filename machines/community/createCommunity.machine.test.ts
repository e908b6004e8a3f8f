import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  communityProblems,
  createCommunityMachine,
  ruleList,
  topicList,
  type CreateCommunityEvent,
} from './createCommunity.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const file = new File(['x'], 'sleep.png', { type: 'image/png' });

describe('create community machine', () => {
  it('covers every state and transition: fields, the picture uploaded or refused, created, refused, closed', async () => {
    await testMachineModel({
      machine: createCommunityMachine.provide({
        actors: { upload: never(), create: never() },
        actions: { created: () => {}, closed: () => {} },
      }),
      stateKey: (s) => ({
        value: s.value,
        ok: Object.keys(communityProblems(s.context.draft)).length === 0,
        pic: s.context.draft.imageUrl,
        problems: s.context.showProblems,
        refused: !!s.context.refusal,
        picProblem: !!s.context.pictureProblem,
      }),
      events: (): CreateCommunityEvent[] => [
        { type: 'create.change', patch: { name: 'Night owls', description: 'Late sleepers', visibility: 'approval' } },
        { type: 'create.picture', file },
        { type: 'create.removePicture' },
        { type: 'create.submit' },
        { type: 'create.close' },
        { type: 'xstate.done.actor.0.createCommunity.uploading', output: '/files/1' } as never,
        { type: 'xstate.error.actor.0.createCommunity.uploading', error: new Error('415') } as never,
        { type: 'xstate.done.actor.0.createCommunity.saving', output: { communityId: '9' } } as never,
        { type: 'xstate.error.actor.0.createCommunity.saving', error: new Error('409') } as never,
      ],
      states: {
        'createCommunity.editing': (s) => expect(s.hasTag('saving')).toBe(false),
        'createCommunity.uploading': (s) => expect(s.hasTag('uploading')).toBe(true),
        'createCommunity.saving': (s) => expect(communityProblems(s.context.draft)).toEqual({}),
        'createCommunity.closed': (s) => expect(s.status).toBe('done'),
      },
    });
  });

  it('sends the trimmed draft with the uploaded picture and opens the new community', async () => {
    const created: string[] = [];
    const sent: unknown[] = [];
    const actor = createActor(
      createCommunityMachine.provide({
        actors: {
          upload: fromPromise(async () => '/api/chat-server/v2/files/3'),
          create: fromPromise(async ({ input }) => {
            sent.push(input.draft);
            return { communityId: '9' };
          }),
        },
        actions: { created: (_, { communityId }) => created.push(communityId), closed: () => {} },
      }),
    ).start();
    actor.send({ type: 'create.submit' });
    expect(communityProblems(actor.getSnapshot().context.draft).name).toBe('Name it with at least 3 characters.');
    actor.send({
      type: 'create.change',
      patch: {
        name: ' Night owls ',
        description: 'Late sleepers ',
        visibility: 'approval',
        topics: ' Sleep, #ADHD,, sleep ',
        rules: 'Be kind.\n\n  No selling.  ',
      },
    });
    actor.send({ type: 'create.picture', file });
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'create.submit' });
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([
      {
        name: 'Night owls',
        description: 'Late sleepers',
        visibility: 'approval',
        imageUrl: '/api/chat-server/v2/files/3',
        topics: ['sleep', 'adhd'],
        rules: ['Be kind.', 'No selling.'],
      },
    ]);
    expect(created).toEqual(['9']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('says when there are too many topics or rules, or one is too long', () => {
    const draft = { name: 'Night owls', description: 'Late sleepers', visibility: 'public' as const, imageUrl: null };
    expect(communityProblems({ ...draft, topics: 'a,b,c,d,e,f,g,h', rules: 'one' })).toEqual({});
    expect(communityProblems({ ...draft, topics: 'a,b,c,d,e,f,g,h,i', rules: '' }).topics).toBe('Give at most 8 topics.');
    expect(communityProblems({ ...draft, topics: 'x'.repeat(31), rules: '' }).topics).toBe('Keep each topic to 30 characters.');
    expect(communityProblems({ ...draft, topics: '', rules: Array(11).fill('Be kind').join('\n') }).rules).toBe(
      'Give at most 10 rules.',
    );
    expect(communityProblems({ ...draft, topics: '', rules: 'x'.repeat(301) }).rules).toBe('Keep each rule to 300 characters.');
    expect(topicList(' #Sleep , sleep,')).toEqual(['sleep']);
    expect(ruleList('\n a \n\n b')).toEqual(['a', 'b']);
  });
});
