// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { composerMachine, type ComposerDraft } from '../../../machines/community/composer.machine';
import { plainRichText } from '../../../contract/notes-rich-text';
import { renderWithSystem } from '../../testing/renderWithSystem';
import ComposerDialog from './ComposerDialog';
import PostBody from './PostBody';

const SRC = '/public/community/v1/pictures/0b0e3f7a-3c55-4d6e-9a31-0f5b6a1c2d3e';
const withImage = (src: string) => {
  const body = plainRichText('Our chart');
  body.root.children[0]!.children.push({ type: 'image', version: 1, src, altText: 'The bedtime chart' } as never);
  return body;
};

describe('the composer’s picture', () => {
  it('uploads the chosen picture, wants words for it, puts it in the body and publishes it', async () => {
    const saved: ComposerDraft[] = [];
    const uploads: File[] = [];
    const composer = createActor(
      composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => ({ communities: [{ id: '7', name: 'Sleep' }], tags: [] as string[] })),
          upload: fromPromise(async ({ input }) => {
            uploads.push(input.file);
            return SRC;
          }),
          save: fromPromise(async ({ input }) => {
            saved.push(input.draft);
            return { postId: '9' };
          }),
        },
      }),
      { input: { kind: 'post', communityId: '7' } },
    ).start();
    await renderWithSystem(<ComposerDialog composer={composer} />);
    const chooser = await screen.findByLabelText('Choose a picture (PNG, JPEG, GIF or WebP)');
    const file = new File(['png'], 'chart.png', { type: 'image/png' });
    fireEvent.change(chooser, { target: { files: [file] } });
    const alt = await screen.findByRole('textbox', { name: 'Describe the picture for people who cannot see it' });
    expect(uploads).toEqual([file]);
    const add = screen.getByRole('button', { name: 'Add picture to the post' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(alt, { target: { value: 'The bedtime chart' } });
    fireEvent.click(add);
    // Back to choosing; the picture is in the editor, described.
    await screen.findByLabelText('Choose a picture (PNG, JPEG, GIF or WebP)');
    await waitFor(() => expect(screen.getByRole('img', { name: 'The bedtime chart' }).getAttribute('src')).toBe(SRC));

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Our chart' } });
    composer.send({ type: 'composer.change', patch: { text: 'Our chart' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.stringify(saved[0]!.body)).toContain(`"src":"${SRC}","altText":"The bedtime chart"`);
  });

  it('says why an upload was refused', async () => {
    const composer = createActor(
      composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => ({ communities: [{ id: '7', name: 'Sleep' }], tags: [] as string[] })),
          upload: fromPromise<string, { file: File }>(async () => {
            throw Object.assign(new Error('415'), {
              refusal: { code: 'not a picture', message: 'Choose a PNG, JPEG, GIF or WebP picture.' },
            });
          }),
          save: fromPromise(async () => ({ postId: '9' })),
        },
      }),
      { input: { kind: 'post', communityId: '7' } },
    ).start();
    await renderWithSystem(<ComposerDialog composer={composer} />);
    fireEvent.change(await screen.findByLabelText('Choose a picture (PNG, JPEG, GIF or WebP)'), {
      target: { files: [new File(['x'], 'x.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP picture.')).toBeTruthy();
  });
});

describe('a post’s body', () => {
  it('shows a stored picture with its words, and never another address', async () => {
    const view = await renderWithSystem(<PostBody body={withImage(SRC)} label="The post" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'The bedtime chart' }).getAttribute('src')).toBe(SRC));
    view.unmount();
    await renderWithSystem(<PostBody body={withImage('https://evil.example/a.png')} label="The post" />);
    expect(await screen.findByText('Our chart')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('evil.example');
  });
});
