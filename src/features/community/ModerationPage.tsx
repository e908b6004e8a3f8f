// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useEffect, useRef } from 'react';
import type { ModerationActorRef, ModeratedPost } from '../../../machines/community/moderation.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { Spinner } from '../../ui/Spinner';
import { formatDay } from './format';
import { HideReasonForm } from './HideReasonForm';
import { useModerationLogic } from './wiring';

const link = 'focus-ring font-medium text-brand-700 underline underline-offset-2 dark:text-teal-200';

/**
 * /community/moderate/{communityId}: a community's moderators answer requests to join and hide
 * or show posts. The server refuses everyone else (the page then says so, in its words). Renders
 * the moderation actor's snapshot; names and titles are the server's text, shown as text.
 */
export function ModerationPage({ communityId }: { communityId: string }) {
  // Asked of the community owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const moderation = usePageFlow('community', `community/moderation/${communityId}`, useModerationLogic(), { communityId });
  if (!moderation) return null;
  return <ModerationView moderation={moderation} communityId={communityId} />;
}

function ModerationView({
  moderation,
  communityId,
}: {
  moderation: ActorRefFrom<ReturnType<typeof useModerationLogic>>;
  communityId: string;
}) {
  const s = useSelector(moderation, (snapshot) => snapshot);
  const { data, notice, refusal, acting } = s.context;
  const busy = s.hasTag('acting');
  // One thing at a time: while a reason is asked for, the other buttons wait too.
  const waiting = busy || s.hasTag('asking reason');
  return (
    <div className={PAGE_COLUMN}>
      {s.hasTag('loading') ? <Spinner label="Loading the moderation page" /> : null}
      {s.hasTag('failed') ? (
        <div role="alert">
          <h1 className="text-2xl font-semibold">Moderation</h1>
          <p className="mt-2">{refusal?.message}</p>
          <Button className="mt-3" variant="secondary" onClick={() => moderation.send({ type: 'moderation.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <h1 className="text-2xl font-semibold">Moderate {data.communityName}</h1>
          <p className="mt-1">
            <Link to="/community/overview/$communityId" params={{ communityId }} className={link}>
              Back to the community
            </Link>
          </p>
          <p role="status" className="mt-2 min-h-6 text-sm">
            {notice ?? ''}
          </p>
          <section aria-labelledby="requests-heading" className="mt-4">
            <h2 id="requests-heading" className="text-lg font-semibold">
              Requests to join
            </h2>
            {data.requests.length === 0 ? (
              <p className="mt-1 text-slate-700 dark:text-slate-300">No one is waiting to join.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
                {data.requests.map((r) => (
                  <li key={r.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="block font-medium">{r.displayName}</span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">asked on {formatDay(r.requestedAt)}</span>
                    </span>
                    <span className="flex gap-2">
                      <Button
                        disabled={waiting}
                        onClick={() => moderation.send({ type: 'moderation.answer', userId: r.userId, accept: true })}
                      >
                        Approve<span className="sr-only"> {r.displayName}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={waiting}
                        onClick={() => moderation.send({ type: 'moderation.answer', userId: r.userId, accept: false })}
                      >
                        Decline<span className="sr-only"> {r.displayName}</span>
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="posts-heading" className="mt-6">
            <h2 id="posts-heading" className="text-lg font-semibold">
              Posts and questions
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              A hidden post is seen only by its author and the moderators.
            </p>
            {data.posts.length === 0 ? (
              <p className="mt-1 text-slate-700 dark:text-slate-300">Nothing written here yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
                {data.posts.map((p) => (
                  <PostRow
                    key={p.id}
                    moderation={moderation}
                    post={p}
                    busy={busy}
                    waiting={waiting}
                    hiding={acting?.kind === 'post' && acting.postId === p.id}
                    askingReason={s.hasTag('asking reason') && acting?.kind === 'post' && acting.postId === p.id}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** A post or question with Hide (after its reason, asked in place) or Show. */
function PostRow({
  moderation,
  post: p,
  busy,
  waiting,
  hiding,
  askingReason,
}: {
  moderation: ModerationActorRef;
  post: ModeratedPost;
  /** The server is answering. */
  busy: boolean;
  /** The server is answering, or a reason is being asked for (this row's or another's). */
  waiting: boolean;
  hiding: boolean;
  askingReason: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // Once the reason form goes (hidden, or cancelled), focus is back on this row's button, as soon as it is enabled.
  const asked = useRef(false);
  useEffect(() => {
    if (askingReason) asked.current = true;
    else if (asked.current && !busy) {
      asked.current = false;
      button.current?.focus();
    }
  }, [askingReason, busy]);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <Link to="/community/$postId" params={{ postId: p.id }} className={link}>
          {p.title}
        </Link>
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {p.kind === 'question' ? 'Question' : 'Post'} by {p.author.displayName} · {formatDay(p.createdAt)}
          {p.hidden ? ' · hidden' : ''}
        </span>
      </span>
      <Button
        ref={button}
        variant="secondary"
        disabled={waiting}
        aria-busy={hiding && !askingReason}
        onClick={() => moderation.send({ type: 'moderation.hide', postId: p.id, hidden: !p.hidden })}
      >
        {p.hidden ? 'Show' : 'Hide'}
        <span className="sr-only"> {p.title}</span>
      </Button>
      {askingReason ? (
        <div className="w-full">
          <HideReasonForm
            what="post"
            readers="the administrators"
            busy={busy}
            onConfirm={(reason) => moderation.send({ type: 'moderation.hideConfirm', reason })}
            onCancel={() => moderation.send({ type: 'moderation.hideCancel' })}
          />
        </div>
      ) : null}
    </li>
  );
}
