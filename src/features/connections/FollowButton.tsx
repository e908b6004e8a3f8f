import { useActorRef, useSelector } from '@xstate/react';
import type { FollowButtonInput } from '../../../machines/connections/followButton.machine';
import { useAppSystem } from '../../system/context';
import { Button } from '../../ui/Button';
import { useFollowButtonLogic } from './wiring';

const LABEL = {
  none: 'Follow',
  sending: 'Follow',
  requested: 'Requested',
  cancelling: 'Requested',
  following: 'Following',
  unfollowing: 'Following',
} as const;
const HINT = {
  none: undefined,
  sending: undefined,
  requested: 'Cancel your follow request',
  cancelling: undefined,
  following: 'Unfollow',
  unfollowing: undefined,
} as const;

/** Follow / Requested / Following for one person (the follow button machine); the server's answer decides. */
export function FollowButton({
  meId,
  userName,
  name,
  ...input
}: FollowButtonInput & { meId: number; userName: string; name: string }) {
  const { inspect } = useAppSystem();
  const button = useActorRef(useFollowButtonLogic(meId, userName), { input, ...(inspect ? { inspect } : {}) });
  const state = useSelector(button, (s) => s.value as keyof typeof LABEL);
  const busy = useSelector(button, (s) => s.hasTag('busy'));
  const message = useSelector(button, (s) => s.context.message);
  const hint = HINT[state];
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant={state === 'none' || state === 'sending' ? 'primary' : 'secondary'}
        disabled={busy}
        aria-label={hint ? `${LABEL[state]}: ${hint.toLowerCase()} for ${name}` : `${LABEL[state]} ${name}`}
        onClick={() => button.send({ type: 'follow.toggle' })}
      >
        {LABEL[state]}
      </Button>
      {message ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {message}
        </span>
      ) : null}
    </span>
  );
}
