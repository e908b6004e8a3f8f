import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AGE_GROUPS, INSURANCE, LANGUAGES, SERVICES } from '../../../contract/directory';
import type { ProviderDraft, providerEditorMachine } from '../../../machines/admin/providerEditor.machine';
import { Button } from '../../ui/Button';

const PICTURE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
type Editor = ActorRefFrom<typeof providerEditorMachine>;
type ListKey = 'services' | 'ages' | 'languages' | 'insurance';
const GROUPS: { key: ListKey; legend: string; vocabulary: readonly (readonly [string, string])[] }[] = [
  { key: 'services', legend: 'Services', vocabulary: SERVICES },
  { key: 'ages', legend: 'Ages', vocabulary: AGE_GROUPS },
  { key: 'languages', legend: 'Languages', vocabulary: LANGUAGES },
  { key: 'insurance', legend: 'Insurance', vocabulary: INSURANCE },
];
const TEXTS: { key: 'name' | 'street' | 'city' | 'state' | 'zip_code' | 'phone'; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State (two letters)' },
  { key: 'zip_code', label: 'Zip code' },
  { key: 'phone', label: 'Phone' },
];

/** The provider editor (machines/admin/providerEditor): every directory field, a reason, Save or Retire; the server's words by each field. */
export function ProviderEditor({ actor }: { actor: Editor }) {
  const snap = useSelector(actor, (s) => s);
  const { draft, fieldErrors, id } = snap.context;
  const change = (fields: Partial<ProviderDraft>) => actor.send({ type: 'field.change', fields });
  const errorOf = (key: string) =>
    fieldErrors[key] ? (
      <span id={`provider-${key}-error`} className="text-red-800 dark:text-red-300">
        {fieldErrors[key]}
      </span>
    ) : null;
  const described = (key: string) =>
    fieldErrors[key] ? { 'aria-describedby': `provider-${key}-error`, 'aria-invalid': true } : {};

  if (snap.hasTag('saved'))
    return (
      <p role="status" className="mt-4">
        {snap.context.retire ? 'Retired: it has left the directory.' : `Saved: ${snap.context.saved?.name}.`}{' '}
        <Button variant="ghost" onClick={() => actor.send({ type: 'editor.close' })}>
          Close
        </Button>
      </p>
    );
  if (!snap.hasTag('open')) return null;
  const busy = snap.hasTag('pending');
  return (
    <form
      aria-label={id === null ? 'New provider' : `Edit ${draft.name}`}
      className="mt-4 grid gap-3 rounded-[var(--radius)] border border-slate-300 p-4 sm:grid-cols-2 dark:border-slate-600"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: snap.hasTag('refused') ? 'editor.retry' : 'editor.save' });
      }}
    >
      {TEXTS.map((t) => (
        <label key={t.key} className="flex flex-col text-sm">
          {t.label}
          <input
            className={FIELD}
            value={draft[t.key]}
            readOnly={busy}
            {...described(t.key)}
            onChange={(e) => change({ [t.key]: e.target.value })}
          />
          {errorOf(t.key)}
        </label>
      ))}
      <label className="flex flex-col text-sm">
        Website (https://…)
        <input
          className={FIELD}
          type="url"
          value={draft.website ?? ''}
          readOnly={busy}
          {...described('website')}
          onChange={(e) => change({ website: e.target.value.trim() ? e.target.value : null })}
        />
        {errorOf('website')}
      </label>
      {GROUPS.map((g) => (
        <fieldset key={g.key} className="text-sm" {...described(g.key)}>
          <legend className="font-medium">{g.legend}</legend>
          {g.vocabulary.map(([key, label]) => (
            <label key={key} className="mr-3 inline-flex min-h-7 items-center gap-1">
              <input
                type="checkbox"
                className="focus-ring"
                checked={draft[g.key].includes(key)}
                disabled={busy}
                onChange={(e) =>
                  change({ [g.key]: e.target.checked ? [...draft[g.key], key] : draft[g.key].filter((k) => k !== key) })
                }
              />
              {label}
            </label>
          ))}
          {errorOf(g.key)}
        </fieldset>
      ))}
      <fieldset className="text-sm">
        <legend className="font-medium">Sees people</legend>
        <label className="mr-3 inline-flex min-h-7 items-center gap-1">
          <input
            type="checkbox"
            checked={draft.in_person}
            disabled={busy}
            onChange={(e) => change({ in_person: e.target.checked })}
          />
          In person
        </label>
        <label className="inline-flex min-h-7 items-center gap-1">
          <input
            type="checkbox"
            checked={draft.telehealth}
            disabled={busy}
            onChange={(e) => change({ telehealth: e.target.checked })}
          />
          Telehealth
        </label>
      </fieldset>
      <label className="flex flex-col text-sm">
        Hours (one line each)
        <textarea
          className={FIELD}
          rows={3}
          value={draft.hours.join('\n')}
          readOnly={busy}
          onChange={(e) => change({ hours: e.target.value.split('\n').filter((l) => l.trim()) })}
        />
        {errorOf('hours')}
      </label>
      <label className="flex flex-col text-sm sm:col-span-2">
        About
        <textarea
          className={FIELD}
          rows={3}
          value={draft.about}
          readOnly={busy}
          onChange={(e) => change({ about: e.target.value })}
        />
        {errorOf('about')}
      </label>
      <PictureField actor={actor} busy={busy} error={errorOf('picture')} described={described('picture')} />
      <label className="flex flex-col text-sm sm:col-span-2">
        Reason (kept in the audit log)
        <textarea
          className={FIELD}
          rows={2}
          required
          value={snap.context.reason}
          readOnly={busy}
          onChange={(e) => actor.send({ type: 'reason.change', value: e.target.value })}
        />
        {errorOf('reason')}
      </label>
      {snap.hasTag('refused') && (
        <p role="alert" className="text-red-800 sm:col-span-2 dark:text-red-300">
          {snap.context.failure}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy || (!snap.hasTag('canSave') && !snap.hasTag('refused'))}>
          {busy ? 'Saving…' : snap.hasTag('refused') ? 'Try again' : 'Save'}
        </Button>
        {id !== null && !snap.hasTag('refused') && (
          <Button
            variant="secondary"
            disabled={busy || !snap.hasTag('canSave')}
            onClick={() => actor.send({ type: 'editor.retire' })}
          >
            Retire
          </Button>
        )}
        {!busy && (
          <Button variant="ghost" onClick={() => actor.send({ type: 'editor.close' })}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** The picture: the saved one shown, a file chosen (uploaded by Save), or removed. */
function PictureField({
  actor,
  busy,
  error,
  described,
}: {
  actor: Editor;
  busy: boolean;
  error: React.ReactNode;
  described: Record<string, unknown>;
}) {
  const { picture, pictureUrl } = useSelector(actor, (s) => s.context);
  const shown = picture.kind === 'keep' ? pictureUrl : null;
  return (
    <div className="flex flex-col gap-1 text-sm sm:col-span-2">
      <label className="flex flex-col">
        Picture (PNG, JPEG, GIF or WebP)
        <input
          type="file"
          accept={PICTURE_ACCEPT}
          className="focus-ring mt-1"
          disabled={busy}
          {...described}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'picture.choose', file, name: file.name });
          }}
        />
      </label>
      {shown && <img src={shown} alt="The provider’s picture" width={64} height={64} className="rounded-full object-cover" />}
      {picture.kind === 'upload' && <span>Saving uploads {picture.name}.</span>}
      {picture.kind === 'remove' && <span>Saving removes the picture.</span>}
      {(shown || picture.kind === 'upload') && (
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'picture.remove' })}>
          Remove picture
        </Button>
      )}
      {error}
    </div>
  );
}
