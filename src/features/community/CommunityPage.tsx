// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DEFAULT_ORDER, type FeedKind } from '../../../machines/community/community.types';
import type { ReportActorRef } from '../../../machines/community/report.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { useSession } from '../auth/useSession';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { FeedList } from './FeedList';
import { plural } from './format';
import { JoinButton } from './JoinButton';
import { ReportDialog } from './ReportDialog';
import { useCommunityPageLogic, useFeedLogic } from './wiring';

const ignoreOrder = () => {};

/** One of the community's lists (its posts, its questions), newest first, with its composer. */
function CommunityList({ communityId, kind, member }: { communityId: string; kind: FeedKind; member: boolean }) {
  // Each list is asked of the community's owner (issue #60), for as long as the community's page is open.
  const feed = usePageFlow('community', `community/overview/${communityId}/${kind}`, useFeedLogic(ignoreOrder), {
    kind,
    order: { ...DEFAULT_ORDER, sort: 'new' },
    communityId,
  });
  if (!feed) return null;
  const heading = kind === 'posts' ? 'Posts' : 'Questions';
  return (
    <section aria-labelledby={`${kind}-heading`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${kind}-heading`} className="text-xl font-semibold">
          {heading}
        </h2>
        {member ? (
          <Button variant="secondary" onClick={() => feed.send({ type: 'feed.write' })}>
            {kind === 'posts' ? 'Write a post' : 'Ask a question'}
          </Button>
        ) : null}
      </div>
      <FeedList feed={feed} emptyText={kind === 'posts' ? 'No posts yet.' : 'No questions yet.'} />
    </section>
  );
}

/** /community/overview/{communityId}: about, rules, moderators, members, Join or Leave, Pin, bookmark, its lists. */
export function CommunityPage({ communityId }: { communityId: string }) {
  const page = usePageFlow('community', `community/overview/${communityId}`, useCommunityPageLogic(communityId), {
    communityId,
  });
  if (!page) return null;
  return <CommunityView communityId={communityId} page={page} />;
}

function CommunityView({
  communityId,
  page,
}: {
  communityId: string;
  page: ActorRefFrom<ReturnType<typeof useCommunityPageLogic>>;
}) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { community, notice } = s.context;
  const report = s.children.report as ReportActorRef | undefined;
  const member = community?.membership === 'member' || community?.membership === 'moderator';
  const me = useSession().user?.user_id;
  // A moderator (the community's creator is its first) names the others (issue #63.16).
  const moderates = community?.membership === 'moderator';
  return (
    <div className={PAGE_COLUMN}>
      {s.hasTag('loading') ? <Spinner label="Loading the community" /> : null}
      {s.hasTag('failed') ? (
        <LoadFailed what="Couldn't load this community." onRetry={() => page.send({ type: 'community.retry' })} />
      ) : null}
      {s.hasTag('missing') ? (
        <div>
          <h1 className="text-2xl font-semibold">Community not found</h1>
          <p className="mt-2">There is no community at this address. Find others in Discover.</p>
        </div>
      ) : null}
      {community && s.hasTag('ready') ? (
        <>
          <header className="flex flex-wrap items-start gap-4">
            {community.imageUrl ? (
              <img src={community.imageUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
            ) : null}
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-semibold">{community.name}</h1>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {plural(community.members, 'member')}
                {community.visibility === 'approval' ? ' · approval to join' : ' · open to all'}
                {community.membership === 'pending' ? ' · your request is waiting for a moderator' : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <JoinButton
                membership={community.membership}
                visibility={community.visibility}
                name={community.name}
                busy={s.hasTag('joining')}
                onPress={() => page.send({ type: 'community.membership' })}
              />
              {member ? (
                <Button
                  variant={community.pinned ? 'primary' : 'secondary'}
                  aria-pressed={community.pinned}
                  onClick={() => page.send({ type: 'community.pin' })}
                >
                  Pin
                </Button>
              ) : null}
              {community.membership === 'moderator' ? (
                <Link
                  to="/community/moderate/$communityId"
                  params={{ communityId }}
                  className="focus-ring inline-flex items-center rounded-[var(--radius)] px-3 py-2 font-medium text-brand-700 underline underline-offset-2 dark:text-teal-200"
                >
                  Moderate
                </Link>
              ) : null}
              <Button
                variant={community.bookmarked ? 'primary' : 'secondary'}
                aria-pressed={community.bookmarked}
                onClick={() => page.send({ type: 'community.bookmark' })}
              >
                Bookmark
              </Button>
            </div>
          </header>
          <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {notice ?? ''}
          </p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-lg font-semibold">
                About
              </h2>
              <p className="mt-1 whitespace-pre-wrap">{community.description}</p>
              {community.rules.length > 0 ? (
                <>
                  <h3 className="mt-3 font-semibold">Rules</h3>
                  <ol className="ms-5 mt-1 list-decimal">
                    {community.rules.map((rule, i) => (
                      <li key={i}>{rule}</li>
                    ))}
                  </ol>
                </>
              ) : null}
            </section>
            <section aria-labelledby="people-heading">
              <h2 id="people-heading" className="text-lg font-semibold">
                Moderators and members
              </h2>
              <ul className="mt-1 flex flex-col gap-1">
                {community.memberList.map((person) => {
                  const moderator = community.moderators.some((m) => m.userId === person.userId);
                  return (
                    <li key={person.userId} className="flex items-center justify-between gap-2">
                      <span>
                        {person.displayName}
                        {moderator ? <span className="ms-2 text-xs font-semibold">Moderator</span> : null}
                      </span>
                      {moderates && person.userId !== me ? (
                        <Button
                          variant="secondary"
                          className="ms-auto px-2 py-1 text-xs"
                          disabled={s.hasTag('changing role')}
                          onClick={() =>
                            page.send({ type: 'member.role', userId: person.userId, role: moderator ? 'MEMBER' : 'MODERATOR' })
                          }
                        >
                          {moderator ? 'Remove as moderator' : 'Make moderator'}
                          <span className="sr-only"> {person.displayName}</span>
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-xs"
                        aria-label={`Report ${person.displayName}`}
                        onClick={() =>
                          page.send({
                            type: 'report.open',
                            target: { kind: 'member', id: String(person.userId), label: person.displayName },
                          })
                        }
                      >
                        Report
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
          <CommunityList communityId={communityId} kind="posts" member={member} />
          <CommunityList communityId={communityId} kind="questions" member={member} />
        </>
      ) : null}
      {report ? <ReportDialog report={report} /> : null}
    </div>
  );
}
