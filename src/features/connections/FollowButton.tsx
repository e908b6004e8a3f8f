import { useSelector } from '@xstate/react';
import type { FollowButtonActorRef, FollowButtonInput } from '../../../machines/connections/followButton.machine';
import { usePageFlow } from '../../system/usePageFlow';
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

/**
 * Follow / Requested / Following for one person (the follow button machine); the server's answer
 * decides. Its flow is asked of the connections owner, which hands it their acceptance.
 */
export function FollowButton({ meId, name, ...input }: FollowButtonInput & { meId: number; name: string }) {
  const button = usePageFlow('connections', `connections/follow/${input.userId}`, useFollowButtonLogic(meId), input);
  if (!button) return null;
  return <FollowButtonView button={button} name={name} />;
}

function FollowButtonView({ button, name }: { button: FollowButtonActorRef; name: string }) {
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
