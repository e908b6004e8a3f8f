import { Link } from '@tanstack/react-router';
import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { blockLink } from '../links';
import { useFollowRequestsLogic } from '../wiring';

/** Who asked to follow the person, newest first, each opening their profile; answered on the connections page. */
export default function FollowRequestsBlock() {
  const logic = useFollowRequestsLogic();
  return (
    <Block
      id="dashboard-follow-requests"
      space={BLOCK_SPACE['follow-requests']}
      title="Follow requests"
      logic={logic}
      news="follow requests"
      empty="No one is waiting for an answer."
      failed="Couldn't load your follow requests."
      onward={{ to: '/connectpeople', label: 'Answer follow requests', search: { value: 3 } }}
    >
      {(requests) => (
        <ul className="space-y-3">
          {requests.map((r) => (
            <li key={r.request_id}>
              <Link to="/user" search={{ u: r.user.user_name }} className={blockLink}>
                {r.user.display_name}
              </Link>
              <span className="block text-sm text-slate-700 dark:text-slate-300">asked to follow you</span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
