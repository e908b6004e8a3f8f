import { Link } from '@tanstack/react-router';
import type { PostSummary } from '../../../machines/community/community.types';
import { formatDay, plural } from './format';

/** One post or question in a list: its title opens it; text is rendered as text. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="rounded-[var(--radius)] border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <Link
          to="/community/overview/$communityId"
          params={{ communityId: post.communityId }}
          className="focus-ring font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-teal-200"
        >
          {post.communityName}
        </Link>{' '}
        · {post.author.displayName} · {formatDay(post.createdAt)}
      </p>
      <h2 className="mt-1 text-lg font-semibold">
        <Link to="/community/$postId" params={{ postId: post.id }} className="focus-ring hover:underline">
          {post.title}
        </Link>
      </h2>
      {post.excerpt ? <p className="mt-1 line-clamp-3 text-slate-700 dark:text-slate-300">{post.excerpt}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {post.answered ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            Answered
          </span>
        ) : null}
        <span>{plural(post.upvotes, 'upvote')}</span>
        <span aria-hidden="true">·</span>
        <span>{plural(post.comments, post.kind === 'question' ? 'answer' : 'comment')}</span>
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
