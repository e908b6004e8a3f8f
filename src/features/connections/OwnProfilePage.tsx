// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link, useBlocker } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { ReactNode } from 'react';
import { WHO_CAN_MESSAGE, WHO_SEES_COMMUNITIES } from '../../../contract/connections-profile';
import type { ProfileEditorActorRef } from '../../../machines/connections/profileEditor.machine';
import type { FieldErrors, PictureTarget, ProfileField } from '../../../machines/connections/profileEditor.types';
import { displayName, profileFrame, profilePicture } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { CropDialog } from './CropDialog';
import { useProfileEditorLogic } from './profileEditorWiring';

const MESSAGE_LABEL: Record<(typeof WHO_CAN_MESSAGE)[number], string> = {
  everyone: 'Everyone',
  following: 'People I follow',
  nobody: 'Nobody',
};
const COMMUNITIES_LABEL: Record<(typeof WHO_SEES_COMMUNITIES)[number], string> = {
  everyone: 'Everyone',
  followers: 'People who follow me',
  mutual: 'People I follow back',
  me: 'Only me',
};
const PICTURES = 'image/png,image/jpeg,image/gif,image/webp';
const INPUT =
  'focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-800';

/**
 * /user-profile (SPEC §2, issue #33): the own profile, behind the PIN when it is on (the route's
 * ProtectedPage). Renders the profile editor's snapshot and sends what the person does; leaving
 * with unsaved changes asks first.
 */
export function OwnProfilePage() {
  const { user } = useSession();
  return user ? <Editor userId={user.user_id} /> : <Spinner label="Loading your profile…" />;
}

function Editor({ userId }: { userId: number }) {
  // Asked of the connections owner (issue #60): the editor lives in the app's actor tree while the page is open.
  const editor = usePageFlow('connections', 'connections/profileEditor', useProfileEditorLogic(), { userId });
  if (!editor) return null;
  return <EditorView editor={editor} />;
}

function EditorView({ editor }: { editor: ActorRefFrom<ReturnType<typeof useProfileEditorLogic>> }) {
  const s = useSelector(editor, (snapshot) => snapshot);
  const unsaved = s.hasTag('unsaved');
  const blocker = useBlocker({ shouldBlockFn: () => unsaved, enableBeforeUnload: () => unsaved, withResolver: true });
  const { profile, draft, pictures, fieldErrors, message, crop } = s.context;

  if (s.matches('failed'))
    return (
      <LoadFailed
        what={message ?? 'Your profile could not be loaded.'}
        className={PAGE_COLUMN}
        onRetry={() => editor.send({ type: 'profile.retry' })}
      />
    );
  if (!profile || !draft) return <Spinner label="Loading your profile…" />;
  const user = profile.user;
  const edit = (field: ProfileField) => (value: string) => editor.send({ type: 'profile.edit', field, value });
  const saving = s.hasTag('saving');

  return (
    <div className={`${PAGE_COLUMN} ${READING_WIDTH}`}>
      <h1 className="text-2xl font-bold">Your profile</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        This is how others see you:{' '}
        <Link
          to="/user"
          search={{ u: user.user_name }}
          className="focus-ring font-semibold text-brand-700 underline dark:text-teal-200"
        >
          view your public profile
        </Link>
        .
      </p>

      {profile.badges.length ? (
        <section aria-labelledby="badges-title" className="mt-6">
          <h2 id="badges-title" className="text-lg font-semibold">
            Your badges
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.badges.map((b) => (
              <li key={b.badge} className="rounded-[var(--radius)] border border-slate-300 px-3 py-2 dark:border-slate-600">
                <span className="font-semibold">{b.badge}</span>
                {b.description ? <span className="block text-sm text-slate-700 dark:text-slate-300">{b.description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          editor.send({ type: 'profile.save' });
        }}
      >
        <PictureField
          editor={editor}
          target="profile"
          label="Profile picture"
          src={pictures.profile?.preview ?? user.profile_picture}
          name={displayName(user)}
          id={user.user_id}
          frame={profileFrame(user)}
          error={fieldErrors.profile_picture}
          disabled={saving}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            field="first_name"
            value={draft.first_name}
            onChange={edit('first_name')}
            errors={fieldErrors}
            autoComplete="given-name"
          />
          <TextField
            label="Last name"
            field="last_name"
            value={draft.last_name}
            onChange={edit('last_name')}
            errors={fieldErrors}
            autoComplete="family-name"
          />
        </div>
        <TextField
          label="User name"
          field="user_name"
          value={draft.user_name}
          onChange={edit('user_name')}
          errors={fieldErrors}
          autoComplete="username"
          hint="Letters, digits, dots, dashes or underscores; your address is /user?u= and this name."
        />
        {user.user_type === 4 ? (
          <TextField
            label="Provider name"
            field="provider_name"
            value={draft.provider_name}
            onChange={edit('provider_name')}
            errors={fieldErrors}
            hint="The name your practice is shown by."
          />
        ) : null}
        <TextField label="Bio" field="bio" value={draft.bio} onChange={edit('bio')} errors={fieldErrors} multiline />

        {user.is_mentor ? (
          <fieldset className="space-y-4 rounded-[var(--radius)] border border-slate-300 p-4 dark:border-slate-600">
            <legend className="px-1 font-semibold">As a concierge</legend>
            <PictureField
              editor={editor}
              target="mentor"
              label="Concierge picture"
              src={pictures.mentor?.preview ?? profilePicture(user)}
              name={displayName(user)}
              id={user.user_id}
              frame={null}
              error={fieldErrors.mentor_picture}
              disabled={saving}
            />
            <TextField
              label="About you as a concierge"
              field="mentor_bio"
              value={draft.mentor_bio}
              onChange={edit('mentor_bio')}
              errors={fieldErrors}
              multiline
            />
          </fieldset>
        ) : null}

        <Choice
          legend="Who can message me"
          name="who_can_message"
          value={draft.who_can_message}
          labels={MESSAGE_LABEL}
          onChange={edit('who_can_message')}
          hint="Applies to direct messages and to being added to groups."
        />
        <Choice
          legend="Who can see my communities"
          name="who_sees_communities"
          value={draft.who_sees_communities}
          labels={COMMUNITIES_LABEL}
          onChange={edit('who_sees_communities')}
        />

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!unsaved || saving || s.matches('cropping')}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {s.hasTag('saved') ? 'Saved. Your name and picture are updated.' : ''}
          </p>
        </div>
        {message ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {message}
          </p>
        ) : null}
        {s.hasTag('refused') ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Your profile was not saved. Fix what is marked, then save again.
          </p>
        ) : null}
      </form>

      <CropDialog
        open={s.matches('cropping')}
        source={crop?.source ?? null}
        busy={s.matches({ cropping: 'cutting' })}
        message={s.matches('cropping') ? message : null}
        onArea={(area) => editor.send({ type: 'crop.area', area })}
        onConfirm={() => editor.send({ type: 'crop.confirm' })}
        onCancel={() => editor.send({ type: 'crop.cancel' })}
      />
      <Modal open={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?">
        <p>Your changes to your profile are not saved yet.</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Leave</Button>
        </div>
      </Modal>
    </div>
  );
}

function PictureField({
  editor,
  target,
  label,
  src,
  name,
  id,
  frame,
  error,
  disabled,
}: {
  editor: ProfileEditorActorRef;
  target: PictureTarget;
  label: string;
  src: string | null;
  name: string;
  id: number;
  frame: ReturnType<typeof profileFrame>;
  error: string | undefined;
  disabled: boolean;
}) {
  const inputId = `picture-${target}`;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={src} name={name} id={id} size={96} frame={frame} />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PICTURES}
          disabled={disabled}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Cleared so choosing the same file again is a new choice.
            e.currentTarget.value = '';
            if (file) editor.send({ type: 'picture.choose', target, file });
          }}
          className="focus-ring mt-1 block max-w-full text-sm file:me-3 file:rounded-[var(--radius)] file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-700 dark:file:border-teal-300 dark:file:bg-slate-900 dark:file:text-teal-200"
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          PNG, JPEG, GIF or WebP, up to 10 MB; you crop it to a square.
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TextField({
  label,
  field,
  value,
  onChange,
  errors,
  multiline,
  hint,
  autoComplete,
}: {
  label: string;
  field: ProfileField;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  multiline?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  const id = `profile-${field}`;
  const error = errors[field];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: INPUT,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input {...common} type="text" autoComplete={autoComplete} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice<V extends string>({
  legend,
  name,
  value,
  labels,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  value: V;
  labels: Record<V, string>;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {(Object.keys(labels) as V[]).map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="focus-ring accent-brand-700"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
