import { Link } from '@tanstack/react-router';
import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { blockLink } from '../links';
import { usePinnedActivityLogic } from '../wiring';

/** The newest posts and questions in the communities the person pinned, each opening its page. */
export default function CommunityActivityBlock() {
  const logic = usePinnedActivityLogic();
  return (
    <Block
      id="dashboard-community"
      space={BLOCK_SPACE.community}
      title="In your pinned communities"
      logic={logic}
      news="new posts"
      empty="Nothing new here. Pin a community from its page to see its newest posts here."
      failed="Couldn't load your communities' posts."
      onward={{ to: '/community', label: 'Community feed' }}
    >
      {(posts) => (
        <ul className="space-y-3">
          {posts.map((p) => (
            <li key={p.id}>
              <Link to="/community/$postId" params={{ postId: p.id }} className={blockLink}>
                {p.title}
              </Link>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {p.communityName} · {p.author.displayName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
