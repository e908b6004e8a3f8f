// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from 'lexical';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { composerMachine, type ComposerDraft } from '../../../machines/community/composer.machine';
import { plainRichText } from '../../../contract/notes-rich-text';
import { createCommunity } from '../../services/community';
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

/** A composer whose upload answers SRC, rendered; the Lexical editor behind its body. */
async function composerWithEditor() {
  const composer = createActor(
    composerMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => ({ communities: [{ id: '7', name: 'Sleep' }], tags: [] as string[] })),
        upload: fromPromise(async () => SRC),
        save: fromPromise(async () => ({ postId: '9' })),
      },
    }),
    { input: { kind: 'post', communityId: '7' } },
  ).start();
  await renderWithSystem(<ComposerDialog composer={composer} />);
  const body = await screen.findByRole('textbox', { name: 'Your post' });
  const editor = (body as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  return { composer, body, editor };
}

/** Types `text` into the editor (as Lexical's own input would) and puts the caret or selection at [from, to). */
function typeAndSelect(editor: LexicalEditor, text: string, from: number, to = from) {
  act(() =>
    editor.update(
      () => {
        const words = $createTextNode(text);
        $getRoot().clear().append($createParagraphNode().append(words));
        words.select(from, to);
      },
      { discrete: true },
    ),
  );
}

/** Chooses, describes and adds a picture, as a person does, with the focus leaving the editor. */
async function addPicture(alt: string) {
  fireEvent.change(await screen.findByLabelText('Choose a picture (PNG, JPEG, GIF or WebP)'), {
    target: { files: [new File(['png'], 'chart.png', { type: 'image/png' })] },
  });
  const words = await screen.findByRole('textbox', { name: 'Describe the picture for people who cannot see it' });
  words.focus();
  fireEvent.change(words, { target: { value: alt } });
  fireEvent.click(screen.getByRole('button', { name: 'Add picture to the post' }));
}

/** The body's first paragraph, as its children's text or `[image alt]`. */
const firstParagraph = (body: unknown) =>
  (
    body as { root: { children: { children: { type: string; text?: string; altText?: string }[] }[] } }
  ).root.children[0]!.children.map((child) => (child.type === 'image' ? `[image ${child.altText}]` : child.text));

describe('where the picture goes', () => {
  it('at the caret the editor had before the file was chosen, keeping the words on both sides, with the focus back in the editor', async () => {
    const { composer, body, editor } = await composerWithEditor();
    typeAndSelect(editor, 'before after', 7);
    await addPicture('The bedtime chart');
    await waitFor(() => expect(composer.getSnapshot().context.placing).toBeNull());
    await waitFor(() =>
      expect(firstParagraph(composer.getSnapshot().context.draft.body)).toEqual([
        'before ',
        '[image The bedtime chart]',
        'after',
      ]),
    );
    expect(composer.getSnapshot().context.draft.text).toBe('before after');
    expect(screen.getByRole('img', { name: 'The bedtime chart' }).getAttribute('src')).toBe(SRC);
    await waitFor(() => expect(document.activeElement).toBe(body));
  });

  it('in place of what was selected', async () => {
    const { composer, editor } = await composerWithEditor();
    typeAndSelect(editor, 'before after', 7, 12);
    await addPicture('The bedtime chart');
    await waitFor(() =>
      expect(firstParagraph(composer.getSnapshot().context.draft.body)).toEqual(['before ', '[image The bedtime chart]']),
    );
  });

  it('at the end when the editor never had a caret', async () => {
    const { composer } = await composerWithEditor();
    await addPicture('The bedtime chart');
    await waitFor(() =>
      expect(JSON.stringify(composer.getSnapshot().context.draft.body)).toContain('"altText":"The bedtime chart"'),
    );
    const blocks = (composer.getSnapshot().context.draft.body as { root: { children: { children: { type: string }[] }[] } }).root
      .children;
    expect(blocks.at(-1)!.children.at(-1)!.type).toBe('image');
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

describe('a write the server holds back (issue #57.4: a per-account rate)', () => {
  it('says how long to wait, in the app’s words, and keeps everything typed', async () => {
    // The real community service over ky; the server answers the post with its rate's 429.
    const http = ky.create({
      prefixUrl: 'http://localhost',
      retry: 0,
      fetch: async () =>
        Response.json(
          { error: 'too many writes', message: 'At most 10 posts a minute: try again in 40 seconds.' },
          { status: 429, headers: { 'retry-after': '40' } },
        ),
    });
    const service = createCommunity(http);
    const composer = createActor(
      composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => ({ communities: [{ id: '7', name: 'Epilepsy Parents' }], tags: [] as string[] })),
          upload: fromPromise(async () => SRC),
          save: fromPromise(async ({ input }) => service.save(input.kind, input.editing, input.draft)),
        },
      }),
      { input: { kind: 'post', communityId: '7' } },
    ).start();
    await renderWithSystem(<ComposerDialog composer={composer} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Seizure diary, week 3' } });
    composer.send({ type: 'composer.change', patch: { text: 'Two short ones on Tuesday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("You're doing that too often. Try again in 40 seconds."),
    );
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Seizure diary, week 3');
    expect(composer.getSnapshot().context.draft).toMatchObject({
      title: 'Seizure diary, week 3',
      text: 'Two short ones on Tuesday.',
    });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });
});
