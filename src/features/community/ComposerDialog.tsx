import { useCallback, useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import {
  COMPOSER_LIMITS,
  draftProblems,
  PICTURE_LIMITS,
  type ComposerActorRef,
  type ComposerDraft,
} from '../../../machines/community/composer.machine';
import { Button } from '../../ui/Button';
import ModalDialog from '../../ui/ModalDialog';
import { RichTextEditor } from '../notes/RichText';
import { richTextPlain } from '../../../contract/notes-rich-text';
import { POST_PICTURES } from './PictureNode';
import { PicturePlacer } from './PicturePlacer';

const field =
  'focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800';

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;
}

/**
 * The composer (its own chunk, with the notes' Lexical editor): a post or question's community,
 * title, body (with pictures, each described and put where the caret was) and tags (the tags already used are offered as you type). Renders the composer
 * actor's snapshot and sends its events; the draft lives in the actor.
 */
export default function ComposerDialog({ composer }: { composer: ComposerActorRef }) {
  const s = useSelector(composer, (snapshot) => snapshot);
  const { draft, kind, editing, communities, knownTags, showProblems, refusal, picture, placing } = s.context;
  const problems = showProblems ? draftProblems(draft) : {};
  const [tagText, setTagText] = useState('');
  const id = useId();
  const change = (patch: Partial<ComposerDraft>) => composer.send({ type: 'composer.change', patch });
  const placed = useCallback(() => composer.send({ type: 'composer.picturePlaced' }), [composer]);
  const addTag = () => {
    const tag = tagText.trim().replace(/^#/, '').toLowerCase();
    if (tag && !draft.tags.includes(tag)) change({ tags: [...draft.tags, tag] });
    setTagText('');
  };
  const title = editing
    ? kind === 'question'
      ? 'Edit question'
      : 'Edit post'
    : kind === 'question'
      ? 'Ask a question'
      : 'Write a post';
  return (
    <ModalDialog open onClose={() => composer.send({ type: 'composer.cancel' })} title={title}>
      {s.hasTag('loading') ? <p role="status">Loading…</p> : null}
      {s.hasTag('unavailable') ? (
        <div role="alert">
          <p>Couldn't load your communities.</p>
          <Button className="mt-2" onClick={() => composer.send({ type: 'composer.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {!s.hasTag('loading') && !s.hasTag('unavailable') ? (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            composer.send({ type: 'composer.submit' });
          }}
        >
          {editing ? null : (
            <div>
              <label htmlFor={`${id}-community`} className="block text-sm font-medium">
                Community
              </label>
              <select
                id={`${id}-community`}
                className={field}
                value={draft.communityId ?? ''}
                onChange={(e) => change({ communityId: e.target.value || null })}
                aria-invalid={!!problems.communityId}
                aria-describedby={problems.communityId ? `${id}-community-problem` : undefined}
              >
                <option value="">Choose a community</option>
                {communities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {communities.length === 0 ? <p className="mt-1 text-sm">Join a community in Discover to write in it.</p> : null}
              <Problem id={`${id}-community-problem`} text={problems.communityId} />
            </div>
          )}
          <div>
            <label htmlFor={`${id}-title`} className="block text-sm font-medium">
              Title
            </label>
            <input
              id={`${id}-title`}
              className={field}
              value={draft.title}
              maxLength={COMPOSER_LIMITS.titleMax}
              onChange={(e) => change({ title: e.target.value })}
              aria-invalid={!!problems.title}
              aria-describedby={problems.title ? `${id}-title-problem` : undefined}
            />
            <Problem id={`${id}-title-problem`} text={problems.title} />
          </div>
          <div>
            <p id={`${id}-body`} className="text-sm font-medium">
              {kind === 'question' ? 'Your question' : 'Your post'}
            </p>
            <RichTextEditor
              body={draft.body}
              labelId={`${id}-body`}
              placeholder={kind === 'question' ? 'What would you like to ask?' : 'What would you like to share?'}
              onChange={(body) => change({ body, text: richTextPlain(body) })}
              pictures={POST_PICTURES}
            >
              <PicturePlacer picture={placing} onPlaced={placed} />
            </RichTextEditor>
            <Problem id={`${id}-body-problem`} text={problems.body} />
          </div>
          <fieldset className="rounded-[var(--radius)] border border-slate-200 p-2 dark:border-slate-700">
            <legend className="px-1 text-sm font-medium">Picture (optional)</legend>
            {picture.src ? (
              <div className="flex flex-col gap-2">
                <img src={picture.src} alt="" className="max-h-40 max-w-full self-start rounded-[var(--radius)]" />
                <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
                  Describe the picture for people who cannot see it
                </label>
                <input
                  id={`${id}-alt`}
                  className={field}
                  value={picture.alt}
                  maxLength={PICTURE_LIMITS.altMax}
                  onChange={(e) => composer.send({ type: 'composer.pictureAlt', alt: e.target.value })}
                />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    disabled={!picture.alt.trim()}
                    onClick={() => composer.send({ type: 'composer.insertPicture' })}
                  >
                    Add picture to the post
                  </Button>
                  <Button variant="ghost" onClick={() => composer.send({ type: 'composer.removePicture' })}>
                    Remove picture
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <label htmlFor={`${id}-picture`} className="block text-sm">
                  Choose a picture (PNG, JPEG, GIF or WebP)
                </label>
                <input
                  id={`${id}-picture`}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  className="mt-1 block text-sm"
                  disabled={s.hasTag('uploading')}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) composer.send({ type: 'composer.picture', file });
                    e.target.value = '';
                  }}
                />
              </>
            )}
            <p role="status" className="mt-1 text-sm">
              {s.hasTag('uploading') ? 'Uploading the picture…' : ''}
            </p>
            {picture.problem ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{picture.problem}</p> : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-tag`} className="block text-sm font-medium">
              Tags
            </label>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags chosen">
              {draft.tags.map((tag) => (
                <li key={tag} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
                  #{tag}
                  <button
                    type="button"
                    className="focus-ring rounded-full px-1"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => change({ tags: draft.tags.filter((t) => t !== tag) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <input
                id={`${id}-tag`}
                list={`${id}-known`}
                className={field}
                value={tagText}
                maxLength={COMPOSER_LIMITS.tag}
                onChange={(e) => setTagText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addTag();
                  }
                }}
              />
              <Button variant="secondary" className="mt-1" onClick={addTag}>
                Add tag
              </Button>
            </div>
            <datalist id={`${id}-known`}>
              {knownTags.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
            <Problem id={`${id}-tags-problem`} text={problems.tags} />
          </div>
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {refusal?.message ?? ''}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => composer.send({ type: 'composer.cancel' })}>
              Cancel
            </Button>
            <Button type="submit" disabled={s.hasTag('saving') || s.hasTag('uploading')}>
              {s.hasTag('saving') ? 'Publishing…' : editing ? 'Save' : 'Publish'}
            </Button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  );
}
