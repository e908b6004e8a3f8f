import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { USER_TYPES, type Member, type MemberDetail } from '../../../contract/admin';
import type { MemberAction } from '../../../machines/admin/memberActions.machine';
import { Button } from '../../ui/Button';
import { displayName } from '../../../machines/domain/user';
import { formatDay, formatTime, typeLabel } from './labels';
import { useMemberActionsLogic } from './wiring';

const DAY = 86_400_000;
const PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'forever', label: 'Indefinitely' },
] as const;

const ACTION_TITLES: Record<MemberAction['kind'], string> = {
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  changeType: 'Change user type',
  unlock: 'Unlock sign-in and PIN',
  signOutEverywhere: 'Sign out everywhere',
};

/**
 * One member's account panel, opened with a reason (it is in the member's "Who saw my data"), then
 * their detail and the actions on them, each confirmed with a reason (machines/admin/memberActions).
 */
export function MemberPanel({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const actor = usePageFlow('admin', `admin/members/${member.user_id}`, useMemberActionsLogic(), {
    memberId: member.user_id,
  });
  return actor ? <Panel actor={actor} listed={member} onChanged={onChanged} /> : null;
}

type MemberActionsRef = ActorRefFrom<ReturnType<typeof useMemberActionsLogic>>;

function Panel({ actor, listed, onChanged }: { actor: MemberActionsRef; listed: Member; onChanged: () => void }) {
  const snap = useSelector(actor, (s) => s);
  const member = snap.context.member ?? listed;
  const headingId = `member-${member.user_id}`;

  // Once an action is done the table is read again, so its row shows the change.
  const changed = snap.hasTag('done') ? snap.context.member : null;
  useEffect(() => {
    if (changed) onChanged();
  }, [changed, onChanged]);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-[var(--radius)] border border-slate-300 p-4 dark:border-slate-600"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {displayName(member)}
      </h2>
      {snap.hasTag('asking') || snap.hasTag('opening') || snap.hasTag('openFailed') ? (
        <OpenWithReason actor={actor} />
      ) : (
        <Detail actor={actor} member={member} />
      )}
    </section>
  );
}

/** Before the account shows: why it is opened, sent with the read (and shown to the member). */
function OpenWithReason({ actor }: { actor: MemberActionsRef }) {
  const snap = useSelector(actor, (s) => s);
  return (
    <form
      className="mt-3"
      aria-label="Open the account"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: snap.hasTag('openFailed') ? 'open.retry' : 'open.confirm' });
      }}
    >
      <label className="flex flex-col text-sm">
        Why are you opening this account? (kept in the audit log and shown to the member)
        <textarea
          className="focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900"
          required
          rows={2}
          value={snap.context.reason}
          readOnly={!snap.hasTag('asking')}
          onChange={(e) => actor.send({ type: 'reason.change', value: e.target.value })}
        />
      </label>
      {snap.hasTag('openFailed') && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {snap.context.failure}
        </p>
      )}
      <Button
        type="submit"
        className="mt-3"
        disabled={snap.hasTag('opening') || (snap.hasTag('asking') && !snap.hasTag('canConfirm'))}
      >
        {snap.hasTag('openFailed') ? 'Try again' : snap.hasTag('opening') ? 'Opening…' : 'Open account'}
      </Button>
    </form>
  );
}

/** The account as opened, and the actions on it. */
function Detail({ actor, member }: { actor: MemberActionsRef; member: MemberDetail | Member }) {
  const snap = useSelector(actor, (s) => s);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['value']>('7');
  const [userType, setUserType] = useState(String(member.user_type));
  const action = snap.context.action;
  const choose = (a: MemberAction) => actor.send({ type: 'action.choose', action: a });
  const suspendAction = (): MemberAction => ({
    kind: 'suspend',
    until: period === 'forever' ? null : new Date(Date.now() + Number(period) * DAY).toISOString(),
  });

  return (
    <>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">User name</dt>
        <dd>{member.user_name}</dd>
        <dt className="font-semibold">Full name</dt>
        <dd>{`${member.first_name} ${member.last_name}`.trim() || '—'}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{member.email}</dd>
        <dt className="font-semibold">User type</dt>
        <dd>{typeLabel(member.user_type)}</dd>
        <dt className="font-semibold">Mentor</dt>
        <dd>{member.is_mentor ? 'Yes' : 'No'}</dd>
        <dt className="font-semibold">Joined</dt>
        <dd>{formatDay(member.joined_at)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {member.suspended
            ? `Suspended ${member.suspended_until ? `until ${formatTime(member.suspended_until)}` : 'indefinitely'}: ${member.suspension_reason ?? ''}`
            : 'Active'}
        </dd>
        {'sign_in_locked_until' in member && (
          <>
            <dt className="font-semibold">Sign-in</dt>
            <dd>{member.sign_in_locked_until ? `Locked until ${formatTime(member.sign_in_locked_until)}` : 'Not locked'}</dd>
            <dt className="font-semibold">PIN</dt>
            <dd>{member.pin_locked_until ? `Locked until ${formatTime(member.pin_locked_until)}` : 'Not locked'}</dd>
          </>
        )}
      </dl>

      {snap.hasTag('done') && (
        <p role="status" className="mt-3 font-semibold">
          Done. The audit log keeps this action with its reason.
        </p>
      )}

      {(snap.matches('idle') || snap.hasTag('done')) && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {member.suspended ? (
            <Button variant="secondary" onClick={() => choose({ kind: 'unsuspend' })}>
              Unsuspend
            </Button>
          ) : (
            <>
              <label className="flex flex-col text-sm">
                Suspend for
                <select
                  className="focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900"
                  value={period}
                  onChange={(e) => setPeriod(e.target.value as typeof period)}
                >
                  {PERIODS.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" onClick={() => choose(suspendAction())}>
                Suspend
              </Button>
            </>
          )}
          <label className="flex flex-col text-sm">
            New user type
            <select
              className="focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900"
              value={userType}
              onChange={(e) => setUserType(e.target.value)}
            >
              {USER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={Number(userType) === member.user_type}
            onClick={() => choose({ kind: 'changeType', userType: Number(userType) })}
          >
            Change type
          </Button>
          <Button variant="secondary" onClick={() => choose({ kind: 'unlock' })}>
            Unlock sign-in and PIN
          </Button>
          <Button variant="secondary" onClick={() => choose({ kind: 'signOutEverywhere' })}>
            Sign out everywhere
          </Button>
        </div>
      )}

      {action && (snap.hasTag('confirming') || snap.hasTag('pending') || snap.hasTag('refused')) && (
        <form
          className="mt-4"
          aria-label={ACTION_TITLES[action.kind]}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: snap.hasTag('refused') ? 'action.retry' : 'action.confirm' });
          }}
        >
          <p className="font-semibold">
            {ACTION_TITLES[action.kind]} {member.user_name}
            {action.kind === 'suspend' && (action.until ? ` until ${formatTime(action.until)}` : ' indefinitely')}
            {action.kind === 'changeType' && ` to ${typeLabel(action.userType)}`}
          </p>
          <label className="mt-2 flex flex-col text-sm">
            Reason (kept in the audit log)
            <textarea
              className="focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900"
              required
              rows={2}
              value={snap.context.reason}
              readOnly={!snap.hasTag('confirming')}
              onChange={(e) => actor.send({ type: 'reason.change', value: e.target.value })}
            />
          </label>
          {snap.hasTag('refused') && (
            <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
              {snap.context.failure}
            </p>
          )}
          <div className="mt-3 flex gap-3">
            <Button type="submit" disabled={snap.hasTag('pending') || (snap.hasTag('confirming') && !snap.hasTag('canConfirm'))}>
              {snap.hasTag('refused')
                ? 'Try again'
                : snap.hasTag('pending')
                  ? 'Working…'
                  : `Confirm: ${ACTION_TITLES[action.kind]}`}
            </Button>
            {!snap.hasTag('pending') && (
              <Button variant="ghost" onClick={() => actor.send({ type: 'action.cancel' })}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
    </>
  );
}
