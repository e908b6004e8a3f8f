/**
 * The tables of the administrator's moderation pages (issue #36): the feed queue's claims, one
 * administrator per reported post or comment at a time (contract/admin-feed.ts). The queue itself
 * is the community's reports; a claim ends with the item's decision. A question an administrator
 * closed (/admin-questions) has `closed_at` set: the community refuses new answers to it.
 */
export const MODERATION_SCHEMA = `
create table if not exists admin_feed_claims (
  target_type text not null check (target_type in ('POST', 'COMMENT')),
  target_id int not null,
  claimed_by int not null references users(user_id) on delete cascade,
  claimed_at timestamptz not null default now(),
  primary key (target_type, target_id)
);
alter table community_posts add column if not exists closed_at timestamptz;
`;

export const MODERATION_TABLES = ['admin_feed_claims'];
