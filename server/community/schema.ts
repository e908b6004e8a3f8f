/**
 * Community (issue #32): communities with their members (MEMBER or MODERATOR) and requests to
 * join, posts and questions (search's community_posts, so what is written here is what global
 * search finds), comments two levels deep, one upvote per person per post or comment, reports,
 * bookmarks and uploaded pictures. Runs after SEARCH_SCHEMA (it adds columns to community_posts).
 * Idempotent, at every start.
 *
 * Counts are kept, not counted per request: triggers keep a post's upvotes and comment_count, a
 * comment's upvotes, a community's member_count, post_count and last activity, and a post's
 * hot_score (upvotes and comments decayed by age, so the Hot feed is an index scan). A trigger
 * rather than each route: the seeds and the bench insert rows directly and the counts still hold.
 */
export const COMMUNITY_SCHEMA = `
create table if not exists communities (
  community_id serial primary key,
  community_name text not null,
  image_url text,
  created_at timestamptz not null default now()
);
alter table communities add column if not exists description text not null default '';
alter table communities add column if not exists topics text[] not null default '{}';
alter table communities add column if not exists rules text[] not null default '{}';
alter table communities add column if not exists join_policy text not null default 'PUBLIC';
alter table communities add column if not exists created_by int references users(user_id) on delete set null;
alter table communities add column if not exists member_count int not null default 0;
alter table communities add column if not exists post_count int not null default 0;
alter table communities add column if not exists last_activity_at timestamptz;
-- An administrator's (/admin-communities): archived is read-only and out of Discover; pinned for everyone leads Discover.
alter table communities add column if not exists archived_at timestamptz;
alter table communities add column if not exists pinned_for_everyone boolean not null default false;
create unique index if not exists communities_name_key on communities (lower(community_name));

create table if not exists community_members (
  community_id int not null references communities(community_id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  is_pinned boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (community_id, user_id)
);
alter table community_members add column if not exists role text not null default 'MEMBER';
create index if not exists community_members_user_idx on community_members (user_id, community_id);

create table if not exists community_join_requests (
  community_id int not null references communities(community_id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  requested_at timestamptz not null default now(),
  primary key (community_id, user_id)
);

alter table community_posts add column if not exists body_json jsonb;
alter table community_posts add column if not exists comment_count int not null default 0;
alter table community_posts add column if not exists hot_score double precision not null default 0;
alter table community_posts add column if not exists edited_at timestamptz;
alter table community_posts add column if not exists hidden_by_moderator boolean not null default false;
alter table community_posts add column if not exists report_hidden boolean not null default false;
alter table community_posts add column if not exists accepted_comment_id int;
-- The feeds: Hot scans this index from the top, keeping the reader's communities' rows.
create index if not exists community_posts_hot_idx on community_posts (kind, hot_score desc, post_id desc);
-- Top of all time walks this one; New walks search's (kind, posted_at desc).
create index if not exists community_posts_top_idx on community_posts (kind, upvotes desc, posted_at desc, post_id desc);
create index if not exists community_posts_community_hot_idx on community_posts (community_id, kind, hot_score desc, post_id desc);
create index if not exists community_posts_community_time_idx on community_posts (community_id, kind, posted_at desc);
create index if not exists community_posts_author_idx on community_posts (author_id);

create table if not exists community_comments (
  comment_id serial primary key,
  post_id int not null references community_posts(post_id) on delete cascade,
  parent_id int references community_comments(comment_id) on delete cascade,
  author_id int not null references users(user_id) on delete cascade,
  body text,
  is_deleted boolean not null default false,
  upvotes int not null default 0,
  hidden_by_moderator boolean not null default false,
  report_hidden boolean not null default false,
  created_at timestamptz not null default now(),
  edited_at timestamptz
);
create index if not exists community_comments_post_idx on community_comments (post_id, created_at);
-- Why a moderator hid a comment and who did (shown to its author and the moderators).
alter table community_comments add column if not exists hidden_reason text;
alter table community_comments add column if not exists hidden_by int references users(user_id) on delete set null;

create table if not exists community_post_votes (
  post_id int not null references community_posts(post_id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  voted_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create table if not exists community_comment_votes (
  comment_id int not null references community_comments(comment_id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  voted_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);

-- One report per reporter and target; the admin feed page reviews them (another issue).
create table if not exists community_reports (
  report_id serial primary key,
  reporter_id int not null references users(user_id) on delete cascade,
  target_type text not null check (target_type in ('POST', 'COMMENT', 'MEMBER')),
  target_id int not null,
  community_id int references communities(community_id) on delete set null,
  reason text not null check (reason in ('SPAM', 'HARASSMENT', 'MEDICAL_MISINFORMATION', 'OTHER')),
  details text not null default '',
  state text not null default 'OPEN' check (state in ('OPEN', 'DISMISSED', 'ACTIONED')),
  created_at timestamptz not null default now(),
  reviewed_by int references users(user_id) on delete set null,
  reviewed_at timestamptz,
  unique (reporter_id, target_type, target_id)
);
create index if not exists community_reports_target_idx on community_reports (target_type, target_id, state);
create index if not exists community_reports_state_idx on community_reports (state, created_at);

create table if not exists community_bookmarks (
  bookmark_id text primary key,
  user_id int not null references users(user_id) on delete cascade,
  sub_source_type text not null check (sub_source_type in ('COMMUNITY', 'POST')),
  source_id int not null,
  created_at timestamptz not null default now(),
  unique (user_id, sub_source_type, source_id)
);

-- Pictures are files in DATA_DIR/pictures/community (server/http/picture-files.ts), served by key
-- to anyone (as a community's name); a row says who uploaded which, its type and size, and whether
-- its file is in place (ready). Before issue #57 the bytes were a column here: moved to files at start.
create table if not exists community_pictures (
  storage_key text primary key,
  uploader_id int not null references users(user_id) on delete cascade,
  content_type text not null,
  size int not null,
  ready boolean not null default true,
  created_at timestamptz not null default now()
);
alter table community_pictures add column if not exists ready boolean not null default true;
create index if not exists community_pictures_uploader_idx on community_pictures (uploader_id, created_at);
-- The pictures a post's body shows (its image nodes), so the hourly clean-up keeps them.
create table if not exists community_post_pictures (
  post_id int not null references community_posts(post_id) on delete cascade,
  storage_key text not null,
  primary key (post_id, storage_key)
);
create index if not exists community_post_pictures_key_idx on community_post_pictures (storage_key);

create or replace function community_post_hot() returns trigger language plpgsql as $f$
begin
  -- Reddit's decay: ten times the votes and comments buy 12.5 hours of freshness.
  new.hot_score := log(greatest(1, new.upvotes + 2 * new.comment_count)) + extract(epoch from new.posted_at) / 45000;
  return new;
end $f$;
drop trigger if exists community_post_hot on community_posts;
create trigger community_post_hot before insert or update of upvotes, comment_count, posted_at on community_posts
  for each row execute function community_post_hot();

create or replace function community_post_counts() returns trigger language plpgsql as $f$
begin
  if tg_op = 'INSERT' then
    update communities set post_count = post_count + 1,
           last_activity_at = greatest(coalesce(last_activity_at, new.posted_at), new.posted_at)
     where community_id = new.community_id;
  elsif tg_op = 'DELETE' then
    update communities set post_count = post_count - 1 where community_id = old.community_id;
  elsif new.community_id is distinct from old.community_id then
    update communities set post_count = post_count - 1 where community_id = old.community_id;
    update communities set post_count = post_count + 1,
           last_activity_at = greatest(coalesce(last_activity_at, new.posted_at), new.posted_at)
     where community_id = new.community_id;
  end if;
  return null;
end $f$;
drop trigger if exists community_post_counts on community_posts;
create trigger community_post_counts after insert or delete or update of community_id on community_posts
  for each row execute function community_post_counts();

create or replace function community_member_counts() returns trigger language plpgsql as $f$
begin
  if tg_op = 'INSERT' then
    update communities set member_count = member_count + 1 where community_id = new.community_id;
  else
    update communities set member_count = member_count - 1 where community_id = old.community_id;
  end if;
  return null;
end $f$;
drop trigger if exists community_member_counts on community_members;
create trigger community_member_counts after insert or delete on community_members
  for each row execute function community_member_counts();

create or replace function community_comment_counts() returns trigger language plpgsql as $f$
declare
  delta int := 0;
  post int;
begin
  -- A post's count is of the comments its readers see: not deleted, not hidden (by a moderator or
  -- while a report is reviewed).
  if tg_op = 'INSERT' then
    delta := case when new.is_deleted or new.hidden_by_moderator or new.report_hidden then 0 else 1 end;
    post := new.post_id;
    update communities c set last_activity_at = greatest(coalesce(c.last_activity_at, new.created_at), new.created_at)
      from community_posts p where p.post_id = new.post_id and c.community_id = p.community_id;
  elsif tg_op = 'DELETE' then
    delta := case when old.is_deleted or old.hidden_by_moderator or old.report_hidden then 0 else -1 end;
    post := old.post_id;
  else
    delta := (case when new.is_deleted or new.hidden_by_moderator or new.report_hidden then 0 else 1 end)
      - (case when old.is_deleted or old.hidden_by_moderator or old.report_hidden then 0 else 1 end);
    post := new.post_id;
  end if;
  if delta <> 0 then
    update community_posts set comment_count = comment_count + delta where post_id = post;
  end if;
  return null;
end $f$;
drop trigger if exists community_comment_counts on community_comments;
create trigger community_comment_counts after insert or delete or update of is_deleted, hidden_by_moderator, report_hidden
  on community_comments for each row execute function community_comment_counts();
-- Counts kept before hidden comments were left out of them (issue #63.14), counted again once.
update community_posts p set comment_count = v.n from (
  select q.post_id, count(k.comment_id) filter (where not k.is_deleted and not k.hidden_by_moderator and not k.report_hidden)::int as n
  from community_posts q left join community_comments k on k.post_id = q.post_id group by q.post_id
) v where v.post_id = p.post_id and p.comment_count <> v.n;

create or replace function community_post_vote_counts() returns trigger language plpgsql as $f$
begin
  if tg_op = 'INSERT' then
    update community_posts set upvotes = upvotes + 1 where post_id = new.post_id;
  else
    update community_posts set upvotes = upvotes - 1 where post_id = old.post_id;
  end if;
  return null;
end $f$;
drop trigger if exists community_post_vote_counts on community_post_votes;
create trigger community_post_vote_counts after insert or delete on community_post_votes
  for each row execute function community_post_vote_counts();

create or replace function community_comment_vote_counts() returns trigger language plpgsql as $f$
begin
  if tg_op = 'INSERT' then
    update community_comments set upvotes = upvotes + 1 where comment_id = new.comment_id;
  else
    update community_comments set upvotes = upvotes - 1 where comment_id = old.comment_id;
  end if;
  return null;
end $f$;
drop trigger if exists community_comment_vote_counts on community_comment_votes;
create trigger community_comment_vote_counts after insert or delete on community_comment_votes
  for each row execute function community_comment_vote_counts();

-- Rows from before these triggers (a database seeded earlier): their counts and scores, once.
update community_posts set posted_at = posted_at where hot_score = 0;
update communities c set member_count = (select count(*) from community_members m where m.community_id = c.community_id),
       post_count = (select count(*) from community_posts p where p.community_id = c.community_id)
 where c.member_count = 0 and c.post_count = 0;
`;

/**
 * Dependents first, for dropSchema (community_posts is search's: SEARCH_TABLES). Deleting a post
 * cascades to its comments and votes, so these drop before it does.
 */
export const COMMUNITY_TABLES = [
  'community_post_pictures',
  'community_pictures',
  'community_bookmarks',
  'community_reports',
  'community_comment_votes',
  'community_post_votes',
  'community_comments',
  'community_join_requests',
  'community_members',
  'communities',
];
