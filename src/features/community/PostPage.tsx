// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { HideReasonForm } from './HideReasonForm';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Author, PostComment } from '../../../machines/community/community.types';
import type { ComposerActorRef } from '../../../machines/community/composer.machine';
import type { PostPageActorRef } from '../../../machines/community/postPage.machine';
import type { ReportActorRef } from '../../../machines/community/report.machine';
import { threadOrder } from '../../../machines/community/thread';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { CommentForm } from './CommentForm';
import { formatDay, plural } from './format';
import { ReportDialog } from './ReportDialog';
import { usePostPageLogic } from './wiring';

// The body's read-only view and the composer carry Lexical: their own chunks.
const PostBody = lazy(() => import('./PostBody'));
const ComposerDialog = lazy(() => import('./ComposerDialog'));

const small = 'px-2 py-1 text-xs';

function Upvote({
  page,
  target,
  upvoted,
  upvotes,
  busy,
  mine,
}: {
  page: PostPageActorRef;
  target: { kind: 'post' | 'comment'; id: string };
  upvoted: boolean;
  upvotes: number;
  busy: boolean;
  /** The person's own post or comment: its count, but no Upvote (one cannot upvote oneself). */
  mine: boolean;
}) {
  if (mine)
    return (
      <span className={`${small} text-slate-700 dark:text-slate-300`}>
        <span data-testid={`${target.kind}-${target.id}-upvotes`}>{upvotes}</span> {upvotes === 1 ? 'upvote' : 'upvotes'}
      </span>
    );
  return (
    <Button
      variant={upvoted ? 'primary' : 'secondary'}
      className={small}
      aria-pressed={upvoted}
      disabled={busy}
      onClick={() => page.send({ type: 'post.vote', target })}
    >
      <span aria-hidden="true">▲</span> Upvote <span className="sr-only">,</span>
      <span data-testid={`${target.kind}-${target.id}-upvotes`}>{upvotes}</span>
    </Button>
  );
}

/** Block an author: asked in place, saying what it does and how it is undone. */
function BlockConfirm({ page, name }: { page: PostPageActorRef; name: string }) {
  return (
    <InlineConfirm
      className="mt-2 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
      question={`Block ${name}? You will no longer see their posts, comments or messages, and they will not be able to message you. You can unblock them from their profile or in Settings.`}
      confirm={`Block ${name}`}
      onConfirm={() => page.send({ type: 'author.blockConfirm' })}
      onCancel={() => page.send({ type: 'author.blockCancel' })}
    />
  );
}

/** Block beside Report, for someone else's post or comment; the name is read out, not shown twice. */
function BlockButton({
  name,
  onClick,
  busy,
  buttonRef,
}: {
  name: string;
  onClick: () => void;
  busy: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  return (
    <Button ref={buttonRef} variant="ghost" className={small} disabled={busy} onClick={onClick}>
      Block<span className="sr-only"> {name}</span>
    </Button>
  );
}

function CommentItem({
  page,
  comment,
  accepted,
  mayAccept,
  mayReply,
  mayModerate,
  askingHide,
  confirmingBlock,
  askBlock,
  blockRef,
  busy,
  sent,
}: {
  page: PostPageActorRef;
  comment: PostComment;
  accepted: boolean;
  mayAccept: boolean;
  mayReply: boolean;
  /** The reader moderates the community: Hide (with a reason) or Show again. */
  mayModerate: boolean;
  /** The moderator is giving the reason for hiding this comment. */
  askingHide: boolean;
  /** Blocking this comment's author was asked here, and waits for Block or Cancel. */
  confirmingBlock: boolean;
  askBlock: () => void;
  blockRef: (button: HTMLButtonElement | null) => void;
  busy: { vote: boolean; comment: boolean; hide: boolean; block: boolean };
  sent: number;
}) {
  const [mode, setMode] = useState<'reading' | 'replying' | 'editing' | 'deleting'>('reading');
  const reading = () => setMode('reading');
  const byModerator = comment.hiddenByModerator ?? null;
  // Others see that a moderator hid it, not its words (the server sends them none).
  if (byModerator && !comment.mine && !mayModerate)
    return (
      <article aria-label="Hidden comment" className="rounded-[var(--radius)] border border-slate-200 p-3 dark:border-slate-700">
        <p className="italic text-slate-700 dark:text-slate-300">Hidden by a moderator</p>
      </article>
    );
  return (
    <article
      aria-label={`Comment by ${comment.author.displayName}`}
      className={`rounded-[var(--radius)] border p-3 ${
        accepted ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {comment.author.displayName} · {formatDay(comment.createdAt)}
        {accepted ? <strong className="ms-2 text-emerald-800 dark:text-emerald-200">Accepted answer</strong> : null}
        {comment.hidden ? <span className="ms-2">(hidden from others)</span> : null}
      </p>
      {byModerator ? (
        <p className="mt-1 rounded-[var(--radius)] bg-amber-50 p-2 text-sm dark:bg-slate-800">
          Hidden by a moderator{byModerator.reason ? `: ${byModerator.reason}` : ''}. Other members see only that.
        </p>
      ) : null}
      {mode === 'editing' ? (
        <CommentForm
          label="Edit your comment"
          submit="Save"
          initial={comment.body}
          sent={sent}
          busy={busy.comment}
          onSubmit={(body) => page.send({ type: 'comment.edit', id: comment.id, body })}
          onCancel={reading}
        />
      ) : (
        <p className="mt-1 whitespace-pre-wrap">{comment.deleted ? <em>This comment was deleted.</em> : comment.body}</p>
      )}
      {comment.deleted ? null : (
        <div className="mt-2 flex flex-wrap gap-1">
          <Upvote
            page={page}
            target={{ kind: 'comment', id: comment.id }}
            upvoted={comment.upvoted}
            upvotes={comment.upvotes}
            busy={busy.vote}
            mine={comment.mine}
          />
          {mayReply ? (
            <Button variant="ghost" className={small} onClick={() => setMode('replying')}>
              Reply
            </Button>
          ) : null}
          {mayAccept && !accepted && !comment.parentId ? (
            <Button variant="ghost" className={small} onClick={() => page.send({ type: 'post.accept', commentId: comment.id })}>
              Accept answer
            </Button>
          ) : null}
          {comment.mine && comment.editable ? (
            <Button variant="ghost" className={small} onClick={() => setMode('editing')}>
              Edit
            </Button>
          ) : null}
          {mayModerate && !byModerator ? (
            <Button
              variant="ghost"
              className={small}
              disabled={busy.hide}
              onClick={() => page.send({ type: 'comment.hide', id: comment.id })}
            >
              Hide
            </Button>
          ) : null}
          {mayModerate && byModerator ? (
            <Button
              variant="ghost"
              className={small}
              disabled={busy.hide}
              onClick={() => page.send({ type: 'comment.restore', id: comment.id })}
            >
              Show again
            </Button>
          ) : null}
          {comment.mine ? (
            <Button variant="ghost" className={small} onClick={() => setMode('deleting')}>
              Delete
            </Button>
          ) : (
            <Button
              variant="ghost"
              className={small}
              onClick={() =>
                page.send({ type: 'report.open', target: { kind: 'comment', id: comment.id, label: comment.body.slice(0, 80) } })
              }
            >
              Report
            </Button>
          )}
          {comment.mine ? null : (
            <BlockButton name={comment.author.displayName} onClick={askBlock} busy={busy.block} buttonRef={blockRef} />
          )}
        </div>
      )}
      {confirmingBlock ? <BlockConfirm page={page} name={comment.author.displayName} /> : null}
      {askingHide ? (
        <HideReasonForm
          what="comment"
          readers="its author and the moderators"
          busy={busy.hide}
          onConfirm={(reason) => page.send({ type: 'comment.hideConfirm', reason })}
          onCancel={() => page.send({ type: 'comment.hideCancel' })}
        />
      ) : null}
      {mode === 'deleting' ? (
        <InlineConfirm
          className="mt-2 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
          question="Delete this comment? It cannot be undone."
          confirm="Delete comment"
          onConfirm={() => {
            page.send({ type: 'comment.remove', id: comment.id });
            reading();
          }}
          onCancel={reading}
        />
      ) : null}
      {mode === 'replying' ? (
        <CommentForm
          label={`Reply to ${comment.author.displayName}`}
          submit="Reply"
          sent={sent}
          busy={busy.comment}
          onSubmit={(body) => page.send({ type: 'comment.add', parentId: comment.id, body })}
          onCancel={reading}
        />
      ) : null}
    </article>
  );
}

/**
 * /community/{postId}: the post, its comments two levels deep (the accepted answer first), an
 * upvote shown at once, bookmark, edit and delete for its author, report and block for anyone else. Renders
 * the post page actor's snapshot and sends its events.
 */
export function PostPage({ postId }: { postId: string }) {
  // One flow per post, asked of the community's owner (issue #60): another post is another key.
  const page = usePageFlow('community', `community/post/${postId}`, usePostPageLogic(), { postId });
  if (!page) return null;
  return <PostPageView page={page} />;
}

function PostPageView({ page }: { page: PostPageActorRef }) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { thread, notice, commentsSent } = s.context;
  const composer = s.children.composer as ComposerActorRef | undefined;
  const report = s.children.report as ReportActorRef | undefined;
  const busy = {
    vote: s.hasTag('voting'),
    comment: s.hasTag('sending comment'),
    hide: s.hasTag('hiding comment'),
    block: s.hasTag('confirming block') || s.hasTag('blocking'),
  };
  const askingHide = (id: string) => s.hasTag('asking hide reason') && s.context.hiding?.id === id;
  // The question opens where Block was pressed (the post, or a comment's id: the machine keeps it).
  const askBlock = (at: string, author: Author) => page.send({ type: 'author.block', author, at });
  const { blocked, blockAskedAt } = s.context;
  const confirmingBlock = (at: string) => s.hasTag('confirming block') && blockAskedAt === at;
  // Focus after the question: back on Block when cancelled or refused; on the comments' heading
  // once a commenter is blocked (their comments go); on the page's heading when the post goes.
  const blockButtons = useRef(new Map<string, HTMLButtonElement>());
  const blockRef = (at: string) => (button: HTMLButtonElement | null) =>
    void (button ? blockButtons.current.set(at, button) : blockButtons.current.delete(at));
  const commentsHeading = useRef<HTMLHeadingElement>(null);
  const blockedHeading = useRef<HTMLHeadingElement>(null);
  // Where is the machine's (blockFocus, set by how the question ended); moving it is the view's.
  const { blockFocus } = s.context;
  useEffect(() => {
    if (blockFocus === 'heading') blockedHeading.current?.focus();
    else if (blockFocus === 'comments') commentsHeading.current?.focus();
    else if (blockFocus === 'asked' && blockAskedAt) blockButtons.current.get(blockAskedAt)?.focus();
  }, [blockFocus, blockAskedAt]);
  const post = thread?.post;
  const rows = thread ? threadOrder(thread.comments, post?.acceptedCommentId ?? null) : [];
  return (
    <div className={PAGE_COLUMN}>
      <Link to="/community" className="focus-ring text-brand-700 underline underline-offset-2 dark:text-teal-200">
        Back to the feed
      </Link>
      {s.hasTag('loading') ? <Spinner label="Loading the post" /> : null}
      {s.hasTag('failed') ? (
        <LoadFailed className="mt-4" what="Couldn't load this post." onRetry={() => page.send({ type: 'post.retry' })} />
      ) : null}
      {s.hasTag('missing') ? (
        <div className="mt-4">
          <h1 className="text-2xl font-semibold">Post not found</h1>
          <p className="mt-2">This post was deleted, or is not one you can see.</p>
        </div>
      ) : null}
      {s.hasTag('author blocked') ? (
        <div className="mt-4">
          <h1 ref={blockedHeading} tabIndex={-1} className="text-2xl font-semibold">
            You blocked {blocked?.displayName ?? 'the author'}
          </h1>
          <p className="mt-2" role="status">
            Their posts, comments and messages are hidden from you now, this post with them. You can unblock them from their
            profile or in Settings.
          </p>
          {blocked ? (
            <p className="mt-2">
              <Link
                to="/user"
                search={{ u: blocked.userName }}
                className="focus-ring text-brand-700 underline underline-offset-2 dark:text-teal-200"
              >
                {blocked.displayName}’s profile
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {post && s.hasTag('ready') ? (
        <article className={`mt-4 ${READING_WIDTH}`}>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Link
              to="/community/overview/$communityId"
              params={{ communityId: post.communityId }}
              className="focus-ring font-semibold text-brand-700 hover:underline dark:text-teal-200"
            >
              {post.communityName}
            </Link>{' '}
            · {post.author.displayName} · {formatDay(post.createdAt)}
          </p>
          <h1 className="mt-1 text-2xl font-semibold">{post.title}</h1>
          {post.hidden ? (
            <p className="mt-2 rounded-[var(--radius)] bg-amber-50 p-2 text-sm dark:bg-slate-800">
              Hidden from other members until a moderator reviews the reports.
            </p>
          ) : null}
          {post.kind === 'question' && post.answered ? (
            <p className="mt-2 text-sm font-semibold text-emerald-800 dark:text-emerald-200">Answered</p>
          ) : null}
          <div className="mt-3">
            <Suspense fallback={<p className="whitespace-pre-wrap">{post.excerpt}</p>}>
              <PostBody body={post.body} label={post.kind === 'question' ? 'The question' : 'The post'} />
            </Suspense>
          </div>
          {post.tags.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Upvote
              page={page}
              target={{ kind: 'post', id: post.id }}
              upvoted={post.upvoted}
              upvotes={post.upvotes}
              busy={busy.vote}
              mine={post.mine}
            />
            <Button
              variant={post.bookmarked ? 'primary' : 'secondary'}
              className={small}
              aria-pressed={post.bookmarked}
              onClick={() => page.send({ type: 'post.bookmark' })}
            >
              Bookmark
            </Button>
            {post.mine && post.editableUntil ? (
              <Button variant="ghost" className={small} onClick={() => page.send({ type: 'post.edit' })}>
                Edit
              </Button>
            ) : null}
            {post.mine ? (
              <Button variant="ghost" className={small} onClick={() => page.send({ type: 'post.delete' })}>
                Delete
              </Button>
            ) : (
              <Button
                variant="ghost"
                className={small}
                onClick={() => page.send({ type: 'report.open', target: { kind: 'post', id: post.id, label: post.title } })}
              >
                Report
              </Button>
            )}
            {post.mine ? null : (
              <BlockButton
                name={post.author.displayName}
                onClick={() => askBlock('post', post.author)}
                busy={busy.block}
                buttonRef={blockRef('post')}
              />
            )}
          </div>
          {confirmingBlock('post') ? <BlockConfirm page={page} name={post.author.displayName} /> : null}
          {s.hasTag('confirming delete') ? (
            <InlineConfirm
              className="mt-3 rounded-[var(--radius)] bg-amber-50 p-3 dark:bg-slate-800"
              question="Delete this post with its comments? It cannot be undone."
              confirm="Delete post"
              onConfirm={() => page.send({ type: 'post.deleteConfirm' })}
              onCancel={() => page.send({ type: 'post.deleteCancel' })}
            />
          ) : null}
          <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {notice ?? ''}
          </p>
          <p role="status" className="mt-2 text-sm">
            {blocked ? `You blocked ${blocked.displayName}. Their comments are hidden from you.` : ''}
          </p>

          <section aria-labelledby="comments-heading" className="mt-6">
            <h2 id="comments-heading" ref={commentsHeading} tabIndex={-1} className="text-lg font-semibold">
              {plural(thread!.comments.filter((c) => !c.deleted).length, post.kind === 'question' ? 'answer' : 'comment')}
            </h2>
            <CommentForm
              label={post.kind === 'question' ? 'Your answer' : 'Add a comment'}
              submit={post.kind === 'question' ? 'Answer' : 'Comment'}
              sent={commentsSent}
              busy={busy.comment}
              onSubmit={(body) => page.send({ type: 'comment.add', parentId: null, body })}
            />
            <ol className="mt-4 flex flex-col gap-3">
              {rows.map(({ comment, replies }) => (
                <li key={comment.id}>
                  <CommentItem
                    page={page}
                    comment={comment}
                    accepted={comment.id === post.acceptedCommentId}
                    mayAccept={post.kind === 'question' && post.mayAccept}
                    mayReply
                    mayModerate={post.mayModerate === true}
                    askingHide={askingHide(comment.id)}
                    confirmingBlock={confirmingBlock(comment.id)}
                    askBlock={() => askBlock(comment.id, comment.author)}
                    blockRef={blockRef(comment.id)}
                    busy={busy}
                    sent={commentsSent}
                  />
                  {replies.length > 0 ? (
                    <ol className="ms-6 mt-2 flex flex-col gap-2 border-s-2 border-slate-200 ps-3 dark:border-slate-700">
                      {replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentItem
                            page={page}
                            comment={reply}
                            accepted={false}
                            mayAccept={false}
                            mayReply={false}
                            mayModerate={post.mayModerate === true}
                            askingHide={askingHide(reply.id)}
                            confirmingBlock={confirmingBlock(reply.id)}
                            askBlock={() => askBlock(reply.id, reply.author)}
                            blockRef={blockRef(reply.id)}
                            busy={busy}
                            sent={commentsSent}
                          />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </article>
      ) : null}
      {composer ? (
        <Suspense fallback={null}>
          <ComposerDialog composer={composer} />
        </Suspense>
      ) : null}
      {report ? <ReportDialog report={report} /> : null}
    </div>
  );
}
