import '../../app.css';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { AdminCommunity } from '../../../contract/admin-communities';
import type { CommunitiesFilters, CommunityAction, CommunityFields } from '../../../machines/admin/communities.machine';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { useCommunitiesLogic } from './communitiesWiring';
import { formatDay } from './labels';
import { ReasonedListResults, ReasonedListStatus } from './ReasonedList';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const SORTS: { value: string; label: string; sort: CommunitiesFilters['sort']; order: 'asc' | 'desc' }[] = [
  { value: 'name', label: 'Name', sort: 'name', order: 'asc' },
  { value: 'members', label: 'Most members', sort: 'members', order: 'desc' },
  { value: 'activity', label: 'Latest activity', sort: 'activity', order: 'desc' },
];

const titleOf = (a: CommunityAction, c: AdminCommunity | undefined) => {
  const name = a.kind === 'create' || a.kind === 'edit' ? a.fields.community_name : (c?.community_name ?? 'the community');
  switch (a.kind) {
    case 'create':
      return `Create ${name}`;
    case 'edit':
      return `Save ${name}`;
    case 'archive':
      return `Archive ${name}`;
    case 'restore':
      return `Restore ${name}`;
    case 'pin':
      return `Pin ${name} for everyone`;
    case 'unpin':
      return `Unpin ${name}`;
    case 'addModerator':
      return `Make ${a.userName} a moderator of ${name}`;
    case 'removeModerator':
      return `Remove ${a.userName} as a moderator of ${name}`;
  }
};

/** Name, description and join policy: the create form and a community's editor. */
function FieldsForm({
  label,
  fields,
  setFields,
  submit,
  busy,
  onCancel,
}: {
  label: string;
  fields: CommunityFields;
  setFields: (f: CommunityFields) => void;
  submit: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3" aria-label={label}>
      <label className="flex flex-col text-sm">
        Name
        <input
          className={FIELD}
          required
          value={fields.community_name}
          onChange={(e) => setFields({ ...fields, community_name: e.target.value })}
        />
      </label>
      <label className="flex grow flex-col text-sm">
        Description
        <input
          className={FIELD}
          value={fields.description}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
      </label>
      <label className="flex flex-col text-sm">
        Joining
        <select
          className={FIELD}
          value={fields.join_policy}
          onChange={(e) => setFields({ ...fields, join_policy: e.target.value as CommunityFields['join_policy'] })}
        >
          <option value="PUBLIC">Anyone may join</option>
          <option value="APPROVAL">A moderator approves</option>
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={busy || fields.community_name.trim() === ''}>
        {submit}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </fieldset>
  );
}

function Community({ c, busy, open }: { c: AdminCommunity; busy: boolean; open: (a: CommunityAction) => void }) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<CommunityFields>({
    community_name: c.community_name,
    description: c.description,
    join_policy: c.join_policy,
  });
  const [moderator, setModerator] = useState('');
  const id = `community-${c.community_id}`;
  return (
    <li className="rounded border border-slate-300 p-4 dark:border-slate-600">
      <article aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold break-words">
          {c.community_name}
        </h2>
        <p className="text-sm font-semibold">
          {[
            c.archived ? 'Archived' : 'Active',
            c.pinned_for_everyone ? 'Pinned for everyone' : null,
            c.join_policy === 'APPROVAL' ? 'Joining needs approval' : 'Anyone may join',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-sm">
          {c.member_count} {c.member_count === 1 ? 'member' : 'members'}, {c.post_count} {c.post_count === 1 ? 'post' : 'posts'},
          last activity {c.last_activity_at ? formatDay(c.last_activity_at) : 'never'} ·{' '}
          <Link
            to="/community/overview/$communityId"
            params={{ communityId: String(c.community_id) }}
            className="focus-ring text-brand-700 underline dark:text-teal-200"
          >
            Open the community
          </Link>
        </p>
        {c.description && <p className="mt-1 break-words">{c.description}</p>}

        <h3 className="mt-3 font-semibold">Moderators</h3>
        {c.moderators.length === 0 ? (
          <p className="text-sm">None yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {c.moderators.map((m) => (
              <li key={m.user_id} className="flex flex-wrap items-center gap-2">
                {m.display_name} ({m.user_name})
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove ${m.user_name} as a moderator`}
                  onClick={() => open({ kind: 'removeModerator', communityId: c.community_id, userName: m.user_name })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          aria-label={`Add a moderator to ${c.community_name}`}
          onSubmit={(e) => {
            e.preventDefault();
            open({ kind: 'addModerator', communityId: c.community_id, userName: moderator.trim() });
          }}
        >
          <label className="flex flex-col text-sm">
            User name
            <input className={FIELD} value={moderator} onChange={(e) => setModerator(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary" disabled={busy || moderator.trim() === ''}>
            Add moderator
          </Button>
        </form>

        {editing ? (
          <form
            className="mt-3"
            onSubmit={(e) => {
              e.preventDefault();
              setEditing(false);
              open({ kind: 'edit', communityId: c.community_id, fields });
            }}
          >
            <FieldsForm
              label={`Edit ${c.community_name}`}
              fields={fields}
              setFields={setFields}
              submit="Save"
              busy={busy}
              onCancel={() => setEditing(false)}
            />
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => open({ kind: c.archived ? 'restore' : 'archive', communityId: c.community_id })}
            >
              {c.archived ? 'Restore' : 'Archive'}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => open({ kind: c.pinned_for_everyone ? 'unpin' : 'pin', communityId: c.community_id })}
            >
              {c.pinned_for_everyone ? 'Unpin' : 'Pin for everyone'}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/** /admin-communities (issue #36): every community with its counts; create, edit, archive, pin, moderators. */
export function CommunitiesPage() {
  const list = usePageFlow('admin', 'admin/communities', useCommunitiesLogic(), undefined);
  if (!list) return null;
  return <CommunitiesPageView list={list} />;
}

function CommunitiesPageView({ list }: { list: ActorRefFrom<ReturnType<typeof useCommunitiesLogic>> }) {
  const snap = useSelector(list, (s) => s);
  const { filters, result, action } = snap.context;
  const [draft, setDraft] = useState<CommunityFields>({ community_name: '', description: '', join_policy: 'PUBLIC' });
  const busy = !snap.hasTag('ready');
  const open = (a: CommunityAction) => list.send({ type: 'action.open', action: a });
  const title = action
    ? titleOf(action, 'communityId' in action ? result?.data.find((c) => c.community_id === action.communityId) : undefined)
    : '';

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Communities</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Audit log
        </Link>
      </p>

      <section aria-labelledby="new-community" className="mt-4">
        <h2 id="new-community" className="text-lg font-semibold">
          New community
        </h2>
        <form
          className="mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            open({ kind: 'create', fields: draft });
          }}
        >
          <FieldsForm label="New community" fields={draft} setFields={setDraft} submit="Create" busy={busy} />
        </form>
      </section>

      <form
        role="search"
        aria-label="Communities"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col text-sm">
          Name
          <input
            className={FIELD}
            type="search"
            defaultValue=""
            onChange={(e) => list.send({ type: 'filters.change', filters: { q: e.target.value } })}
          />
        </label>
        <label className="flex flex-col text-sm">
          Order
          <select
            className={FIELD}
            value={filters.sort}
            onChange={(e) => {
              const s = SORTS.find((x) => x.value === e.target.value)!;
              list.send({ type: 'filters.change', filters: { sort: s.sort, order: s.order } });
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </form>

      <ReasonedListStatus snap={snap} send={list.send} what="the communities" title={title} />
      <ReasonedListResults snap={snap} send={list.send} noun={['community', 'communities']} label="Pages of communities">
        <ul className="mt-2 flex flex-col gap-4" aria-busy={snap.hasTag('loading')} aria-label="Communities">
          {result?.data.map((c) => (
            <Community
              key={`${c.community_id}:${c.community_name}:${c.description}:${c.join_policy}`}
              c={c}
              busy={busy}
              open={open}
            />
          ))}
        </ul>
      </ReasonedListResults>
    </div>
  );
}
