import type { KyInstance } from 'ky';
import * as contract from '../../contract/community-feed';
import type { PostSummary } from '../../machines/community/community.types';
import { authorOf } from '../../machines/community/fromContract';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The dashboard's "In your pinned communities" block (issue #34): the feed call alone
 * (contract/community-feed.ts), so the dashboard does not load the community service. The
 * community service maps its lists with the same functions.
 */

export const summaryOf = (p: contract.PostSummary): PostSummary => ({
  id: String(p.post_id),
  kind: p.kind === 'QUESTION' ? 'question' : 'post',
  title: p.title,
  excerpt: p.excerpt,
  author: authorOf(p.author),
  communityId: String(p.community.community_id),
  communityName: p.community.community_name,
  createdAt: p.created_at,
  upvotes: p.upvotes,
  comments: p.comment_count,
  tags: p.tags,
  answered: p.is_answered,
});

export function createPinnedActivity(http: KyInstance) {
  return {
    /** The newest posts and questions in the communities the reader pinned, newest first. */
    async newest(size: number, signal?: AbortSignal): Promise<PostSummary[]> {
      return serviceCall('community', 'pinnedActivity', async () => {
        const pages = await Promise.all(
          contract.POST_KINDS.map((kind) =>
            call(http, contract.feed, {
              query: { kind, sort: 'new', pinned: true, page: 0, size },
              ...(signal ? { signal } : {}),
            }),
          ),
        );
        return pages
          .flatMap(({ data }) => data.data.map(summaryOf))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, size);
      });
    },
  };
}
