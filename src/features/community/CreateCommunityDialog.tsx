import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { COMMUNITY_LIMITS, communityProblems } from '../../../machines/community/createCommunity.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import ModalDialog from '../../ui/ModalDialog';
import { useCreateCommunityLogic } from './wiring';

const field =
  'focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800';

/** Create a community: name, description, topics, rules, a picture, public or approval to join. */
export default function CreateCommunityDialog() {
  // Asked of the community owner (issue #60): its actions reach the side lists and the shell's drawer.
  const create = usePageFlow('community', 'community/create', useCreateCommunityLogic(), undefined);
  if (!create) return null;
  return <CreateCommunityForm create={create} />;
}

function CreateCommunityForm({ create }: { create: ActorRefFrom<ReturnType<typeof useCreateCommunityLogic>> }) {
  const s = useSelector(create, (snapshot) => snapshot);
  const { draft, showProblems, refusal, pictureProblem } = s.context;
  const problems = showProblems ? communityProblems(draft) : {};
  const id = useId();
  const close = () => create.send({ type: 'create.close' });
  return (
    <ModalDialog open onClose={close} title="Create community">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.send({ type: 'create.submit' });
        }}
      >
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={draft.name}
            maxLength={COMMUNITY_LIMITS.nameMax}
            className={field}
            aria-invalid={!!problems.name}
            aria-describedby={problems.name ? `${id}-name-problem` : undefined}
            onChange={(e) => create.send({ type: 'create.change', patch: { name: e.target.value } })}
          />
          {problems.name ? (
            <p id={`${id}-name-problem`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {problems.name}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            value={draft.description}
            rows={3}
            maxLength={COMMUNITY_LIMITS.description}
            className={field}
            aria-invalid={!!problems.description}
            aria-describedby={problems.description ? `${id}-description-problem` : undefined}
            onChange={(e) => create.send({ type: 'create.change', patch: { description: e.target.value } })}
          />
          {problems.description ? (
            <p id={`${id}-description-problem`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {problems.description}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-topics`} className="block text-sm font-medium">
            Topics (optional, separated by commas)
          </label>
          <input
            id={`${id}-topics`}
            value={draft.topics}
            className={field}
            aria-invalid={!!problems.topics}
            aria-describedby={problems.topics ? `${id}-topics-problem` : undefined}
            onChange={(e) => create.send({ type: 'create.change', patch: { topics: e.target.value } })}
          />
          {problems.topics ? (
            <p id={`${id}-topics-problem`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {problems.topics}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-rules`} className="block text-sm font-medium">
            Rules (optional, one per line)
          </label>
          <textarea
            id={`${id}-rules`}
            value={draft.rules}
            rows={3}
            className={field}
            aria-invalid={!!problems.rules}
            aria-describedby={problems.rules ? `${id}-rules-problem` : undefined}
            onChange={(e) => create.send({ type: 'create.change', patch: { rules: e.target.value } })}
          />
          {problems.rules ? (
            <p id={`${id}-rules-problem`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {problems.rules}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-picture`} className="block text-sm font-medium">
            Picture (optional)
          </label>
          <input
            id={`${id}-picture`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="mt-1 block text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) create.send({ type: 'create.picture', file });
            }}
          />
          <p role="status" className="mt-1 text-sm">
            {s.hasTag('uploading') ? 'Uploading…' : draft.imageUrl ? 'Picture added.' : ''}
          </p>
          {draft.imageUrl ? (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => create.send({ type: 'create.removePicture' })}>
              Remove picture
            </Button>
          ) : null}
          {pictureProblem ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{pictureProblem}</p> : null}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Who can join</legend>
          {(
            [
              ['public', 'Anyone (public)'],
              ['approval', 'People a moderator approves'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-visibility`}
                checked={draft.visibility === value}
                onChange={() => create.send({ type: 'create.change', patch: { visibility: value } })}
                className="focus-ring"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal?.message ?? ''}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={s.hasTag('saving') || s.hasTag('uploading')}>
            {s.hasTag('saving') ? 'Creating…' : 'Create community'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
