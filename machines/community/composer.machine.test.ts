import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { composerMachine, draftProblems, type ComposerEvent } from './composer.machine';
import { thread } from './fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const machine = composerMachine.provide({ actors: { loadChoices: never(), save: never(), upload: never() } });
const SRC = '/public/community/v1/pictures/0b0e3f7a-3c55-4d6e-9a31-0f5b6a1c2d3e';
const file = new File(['png'], 'chart.png', { type: 'image/png' });
const choices = { communities: [{ id: '7', name: 'Sleep' }], tags: ['sleep', 'school'] };
const complete = { title: 'Bedtime routines', text: 'What helped us', communityId: '7' };

describe('composer machine', () => {
  it('covers every state and transition: choices read, the draft checked, saved, refused, closed', async () => {
    await testMachineModel({
      machine,
      inputs: [{ kind: 'post' }, { kind: 'question', post: thread().post }],
      stateKey: (s) => ({
        value: s.value,
        ok: Object.keys(draftProblems(s.context.draft)).length === 0,
        problems: s.context.showProblems,
        refused: s.context.refusal !== null,
        picture: s.context.picture.src !== null,
        described: s.context.picture.alt !== '',
        pictureProblem: s.context.picture.problem !== null,
        placing: s.context.placing !== null,
      }),
      events: (): ComposerEvent[] => [
        { type: 'xstate.done.actor.0.composer.loading', output: choices } as never,
        { type: 'xstate.error.actor.0.composer.loading', error: new Error('503') } as never,
        { type: 'composer.retry' },
        { type: 'composer.change', patch: complete },
        { type: 'composer.change', patch: { title: '' } },
        { type: 'composer.submit' },
        { type: 'composer.cancel' },
        { type: 'xstate.done.actor.0.composer.saving', output: { postId: '9' } } as never,
        { type: 'xstate.error.actor.0.composer.saving', error: new Error('503') } as never,
        { type: 'composer.picture', file },
        { type: 'xstate.done.actor.0.composer.uploading', output: SRC } as never,
        { type: 'xstate.error.actor.0.composer.uploading', error: new Error('415') } as never,
        { type: 'composer.pictureAlt', alt: 'Our bedtime chart' },
        { type: 'composer.insertPicture' },
        { type: 'composer.picturePlaced' },
        { type: 'composer.removePicture' },
      ],
      states: {
        'composer.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'composer.unavailable': (s) => expect(s.hasTag('unavailable')).toBe(true),
        'composer.editing': (s) => expect(s.hasTag('saving')).toBe(false),
        'composer.saving': (s) => expect(draftProblems(s.context.draft)).toEqual({}),
        'composer.uploading': (s) => expect(s.hasTag('uploading')).toBe(true),
        'composer.saved': (s) => expect(s.output).toEqual({ postId: '9' }),
        'composer.cancelled': (s) => expect(s.output).toBeNull(),
      },
    });
  });

  it('uploads a picture, wants words for it, and hands it to the editor to place, keeping the body', async () => {
    const actor = createActor(
      composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => choices),
          save: never(),
          upload: fromPromise(async () => SRC),
        },
      }),
      { input: { kind: 'post', communityId: '7' } },
    ).start();
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'composer.change', patch: { body: { root: { children: ['typed'] } } } });
    actor.send({ type: 'composer.picture', file });
    actor.send({ type: 'composer.change', patch: { title: 'Written meanwhile' } });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context.draft.title).toBe('Written meanwhile');
    expect(actor.getSnapshot().context.picture.src).toBe(SRC);
    actor.send({ type: 'composer.insertPicture' });
    expect(actor.getSnapshot().context.placing).toBeNull();
    actor.send({ type: 'composer.pictureAlt', alt: '  Our chart  ' });
    actor.send({ type: 'composer.insertPicture' });
    const { draft, picture, placing } = actor.getSnapshot().context;
    expect(placing).toEqual({ src: SRC, altText: 'Our chart' });
    expect(picture).toEqual({ src: null, alt: '', problem: null });
    // The actor does not rewrite the body: the editor puts the picture in and sends the body.
    expect(draft.body).toEqual({ root: { children: ['typed'] } });
    actor.send({ type: 'composer.picturePlaced' });
    expect(actor.getSnapshot().context.placing).toBeNull();
  });

  it('says what a draft lacks, and sends a complete one with the community and tags', async () => {
    expect(draftProblems({ title: 'Hi', body: null, text: ' ', tags: 'abcdefghijk'.split(''), communityId: null })).toEqual({
      title: 'Write a title of at least 3 characters.',
      body: 'Write something in the body.',
      tags: 'Use at most 10 tags.',
      communityId: 'Choose a community.',
    });
    const saved: unknown[] = [];
    const actor = createActor(
      composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => choices),
          save: fromPromise(async ({ input }) => {
            saved.push(input);
            return { postId: '9' };
          }),
        },
      }),
      { input: { kind: 'question', communityId: '7' } },
    ).start();
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context.knownTags).toEqual(['sleep', 'school']);
    actor.send({ type: 'composer.submit' });
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    actor.send({ type: 'composer.change', patch: { title: 'Night waking?', text: 'Any ideas', tags: ['sleep'] } });
    actor.send({ type: 'composer.submit' });
    await new Promise((r) => setImmediate(r));
    expect(saved).toMatchObject([{ kind: 'question', editing: null, draft: { communityId: '7', tags: ['sleep'] } }]);
    expect(actor.getSnapshot().output).toEqual({ postId: '9' });
  });
});
