import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { GroupMembershipActorRef } from '../../../machines/messaging/groupMembership.machine';
import {
  PERMISSION_LABELS,
  displayName,
  type PermissionType,
  type PermissionValue,
} from '../../../machines/messaging/messaging.types';
import { useAppSystem } from '../../system/context';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { ChatAvatar } from './ChatAvatar';
import { GroupPictureField } from './GroupPictureField';
import { PeoplePicker } from './PeoplePicker';
import { useGroupMembershipLogic, usePeoplePickerLogic } from './wiring';
import { LoadFailed } from '../../ui/LoadFailed';
import { InlineConfirm } from '../../ui/InlineConfirm';

const QUESTION = {
  remove: (name: string) => `Remove ${name} from the group? They keep what was said until now, read only.`,
  leave: () => 'Leave this group? You will no longer see new messages.',
  delete: () => 'Delete this group for everyone? This cannot be undone.',
};

/**
 * Group details (the membership flow): its actor is created when the panel opens and stopped
 * when it closes. What a person may change follows the group's permissions; the server decides.
 */
export function GroupPanel({ groupId, userId, onClose }: { groupId: number; userId: number; onClose: () => void }) {
  // Asked of the messaging owner (issue #60), which hands the panel the session's chat events.
  const group = usePageFlow('messaging', `messaging/group/${groupId}`, useGroupMembershipLogic(), { groupId, userId });
  if (!group) return null;
  return <Group group={group} userId={userId} onClose={onClose} />;
}

function Group({ group, userId, onClose }: { group: GroupMembershipActorRef; userId: number; onClose: () => void }) {
  const { open } = useAppSystem();
  const s = useSelector(group, (snapshot) => snapshot);
  const gone = s.status === 'done';
  useEffect(() => {
    if (!gone) return;
    onClose();
    open('/people-chat?t=1');
  }, [gone, onClose, open]);

  const details = s.context.group;
  return (
    <Modal open onClose={onClose} title={details ? `${details.chat_name}: group details` : 'Group details'}>
      <div role="status" aria-live="polite" className="empty:hidden mb-2 text-sm font-medium">
        {s.context.notice}
      </div>
      {s.context.refusal ? (
        <div role="alert" className="mb-3 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p>{s.context.refusal.message}</p>
          <Button variant="ghost" className="mt-2" onClick={() => group.send({ type: 'group.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {s.hasTag('loading') ? (
        <Spinner label="Loading the group…" />
      ) : s.hasTag('error') ? (
        <LoadFailed what="The group could not be loaded." onRetry={() => group.send({ type: 'group.retry' })} />
      ) : details ? (
        <GroupDetailsForm group={group} userId={userId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function GroupDetailsForm({ group, userId, onClose }: { group: GroupMembershipActorRef; userId: number; onClose: () => void }) {
  const groupId = useSelector(group, (snapshot) => snapshot.context.groupId);
  // The people to add: asked of the messaging owner (issue #60) while the details are shown.
  const picker = usePageFlow('messaging', `messaging/group/${groupId}/picker`, usePeoplePickerLogic(), undefined);
  if (!picker) return null;
  return <GroupDetails group={group} picker={picker} userId={userId} onClose={onClose} />;
}

function GroupDetails({
  group,
  picker,
  userId,
  onClose,
}: {
  group: GroupMembershipActorRef;
  picker: ActorRefFrom<ReturnType<typeof usePeoplePickerLogic>>;
  userId: number;
  onClose: () => void;
}) {
  const s = useSelector(group, (snapshot) => snapshot);
  const details = s.context.group!;
  const me = details.members.find((m) => m.user_id === userId);
  const isAdmin = me?.is_admin ?? false;
  const may = (p: PermissionType) => isAdmin || details.permissions[p] === 'all';
  const working = s.hasTag('working');
  const [name, setName] = useState(details.chat_name);
  const nameId = useId();
  const chosen = useSelector(picker, (p) => p.context.chosen);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const lastAdmin = s.hasTag('last admin');
  useEffect(() => {
    if (lastAdmin) membersHeading.current?.focus();
  }, [lastAdmin]);
  const pending = s.context.pending;

  return (
    <div className="grid gap-5">
      {s.hasTag('confirming') &&
      pending &&
      (pending.kind === 'remove' || pending.kind === 'leave' || pending.kind === 'delete') ? (
        <InlineConfirm
          question={
            pending.kind === 'remove'
              ? QUESTION.remove(
                  displayName(
                    details.members.find((m) => m.user_id === pending.userId) ?? {
                      first_name: null,
                      last_name: null,
                      user_name: 'this person',
                    },
                  ),
                )
              : QUESTION[pending.kind]()
          }
          confirm={pending.kind === 'remove' ? 'Remove' : pending.kind === 'leave' ? 'Leave group' : 'Delete group'}
          onConfirm={() => group.send({ type: 'group.confirm' })}
          onCancel={() => group.send({ type: 'group.cancel' })}
        />
      ) : null}
      {lastAdmin ? (
        <div role="alert" className="rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800">
          <p>You are the only admin. Make another member an admin first: choose one in the list below.</p>
          <Button variant="ghost" className="mt-2" onClick={() => group.send({ type: 'group.cancel' })}>
            Cancel
          </Button>
        </div>
      ) : null}

      {may('edit_info') ? (
        <GroupPictureField
          name={details.chat_name}
          url={details.image_url}
          disabled={working}
          onChange={(imageUrl) => group.send({ type: 'group.rename', chatName: details.chat_name, imageUrl })}
        />
      ) : (
        <ChatAvatar src={details.image_url} name={details.chat_name} size={56} />
      )}

      <form
        onSubmit={(e) => {
          e.preventDefault();
          group.send({ type: 'group.rename', chatName: name.trim(), imageUrl: details.image_url });
        }}
      >
        <label htmlFor={nameId} className="block text-sm font-medium">
          Group name
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={nameId}
            value={name}
            maxLength={80}
            readOnly={!may('edit_info')}
            onChange={(e) => setName(e.target.value)}
            className="focus-ring w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-950"
          />
          {may('edit_info') ? (
            <Button type="submit" variant="secondary" disabled={working || name.trim() === details.chat_name}>
              Save
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="members-heading">
        <h3 id="members-heading" ref={membersHeading} tabIndex={-1} className="font-semibold">
          Members ({details.members.length})
        </h3>
        <ul className="mt-2 grid gap-2">
          {details.members.map((m) => (
            <li key={m.user_id} className="flex flex-wrap items-center gap-2" data-testid="member">
              <Avatar src={m.profile_picture} name={displayName(m)} id={m.user_id} size={32} />
              <span className="min-w-0 flex-1" dir="auto">
                {displayName(m)}
                {m.user_id === userId ? ' (you)' : ''}
                {m.is_admin ? (
                  <span className="ms-2 rounded bg-slate-100 px-1.5 text-xs font-semibold dark:bg-slate-800">Admin</span>
                ) : null}
                {m.online ? <span className="ms-2 text-xs text-green-800 dark:text-green-300">online</span> : null}
              </span>
              {isAdmin && m.user_id !== userId ? (
                <>
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    disabled={working}
                    onClick={() => group.send({ type: m.is_admin ? 'group.demote' : 'group.promote', userId: m.user_id })}
                  >
                    {m.is_admin ? 'Remove admin' : 'Make admin'}
                    <span className="sr-only"> for {displayName(m)}</span>
                  </Button>
                  {!lastAdmin ? (
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      disabled={working}
                      onClick={() => group.send({ type: 'group.remove', userId: m.user_id })}
                    >
                      Remove<span className="sr-only"> {displayName(m)}</span>
                    </Button>
                  ) : null}
                </>
              ) : null}
              {isAdmin && m.user_id === userId ? (
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  disabled={working}
                  onClick={() => group.send({ type: 'group.demote', userId })}
                >
                  Step down as admin
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {may('add_members') ? (
        <section aria-labelledby="add-heading">
          <h3 id="add-heading" className="font-semibold">
            Add people
          </h3>
          <PeoplePicker picker={picker} label="Find people to add" exclude={details.members.map((m) => m.user_id)} />
          <Button
            className="mt-2"
            disabled={working || chosen.length === 0}
            onClick={() => {
              group.send({ type: 'group.add', userIds: chosen.map((p) => p.user_id), names: chosen.map(displayName) });
              picker.send({ type: 'picker.clear' });
              picker.send({ type: 'picker.type', text: '' });
            }}
          >
            Add {chosen.length ? chosen.length : ''} to the group
          </Button>
        </section>
      ) : null}

      <fieldset>
        <legend className="font-semibold">Who may…</legend>
        {!isAdmin ? <p className="text-sm text-slate-700 dark:text-slate-300">Only admins can change these.</p> : null}
        <div className="mt-2 grid gap-2">
          {(Object.keys(PERMISSION_LABELS) as PermissionType[]).map((p) => (
            <label key={p} className="flex items-center justify-between gap-3 text-sm">
              <span>{PERMISSION_LABELS[p]}</span>
              <select
                value={details.permissions[p]}
                disabled={!isAdmin || working}
                onChange={(e) =>
                  group.send({ type: 'group.permission', permission: p, value: e.target.value as PermissionValue })
                }
                className="focus-ring rounded-[var(--radius)] border border-slate-400 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-950"
              >
                <option value="all">Everyone</option>
                <option value="admins">Admins only</option>
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <div className="flex gap-2">
          <Button variant="secondary" disabled={working} onClick={() => group.send({ type: 'group.leave' })}>
            Leave group
          </Button>
          {isAdmin ? (
            <Button variant="ghost" disabled={working} onClick={() => group.send({ type: 'group.delete' })}>
              Delete group
            </Button>
          ) : null}
        </div>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
