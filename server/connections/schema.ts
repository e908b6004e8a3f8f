/**
 * Follow requests (SPEC §3 Follow request, §4). A row is a request while PENDING and a follow once
 * ACCEPTED; a declined one stays REJECTED; a cancelled request, an unfollow and a removed follower
 * delete their row. The rule that must hold whatever the code does is the database's own: between
 * two people, in one direction, at most one request waiting or accepted (the partial unique
 * index), so two quick sends make one request, not two.
 */
export const CONNECTIONS_SCHEMA = `
create table if not exists follow_requests (
  id serial primary key,
  sender_id int not null references users(user_id) on delete cascade,
  receiver_id int not null references users(user_id) on delete cascade,
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REJECTED')),
  created_at timestamptz not null default now()
);
create unique index if not exists follow_requests_live_pair_key on follow_requests (sender_id, receiver_id)
  where status in ('PENDING', 'ACCEPTED');
create index if not exists follow_requests_receiver_idx on follow_requests (receiver_id, status, created_at desc);

-- When a sender's request last notified its receiver (issue #57 item 9): at most once a day per
-- pair, however often a request is sent and cancelled. Claimed in one statement (store.ts).
create table if not exists follow_request_notices (
  sender_id int not null references users(user_id) on delete cascade,
  receiver_id int not null references users(user_id) on delete cascade,
  notified_at timestamptz not null,
  primary key (sender_id, receiver_id)
);

-- A person's own profile (issue #33) beside SPEC §3's user columns: the bio and the two privacy
-- choices, which the server applies (who may message or invite them: server/chat asks
-- privacy.ts; who sees their communities: the public profile leaves them out).
create table if not exists user_profiles (
  user_id int primary key references users(user_id) on delete cascade,
  bio text not null default '',
  who_can_message text not null default 'everyone' check (who_can_message in ('everyone', 'following', 'nobody')),
  who_sees_communities text not null default 'mutual' check (who_sees_communities in ('everyone', 'followers', 'mutual', 'me'))
);
-- "People I follow back" (#57.10) is the default; a database made before it has the three choices' check.
alter table user_profiles alter column who_sees_communities set default 'mutual';
do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'user_profiles_who_sees_communities_check'
                   and pg_get_constraintdef(oid) like '%mutual%') then
    alter table user_profiles drop constraint if exists user_profiles_who_sees_communities_check;
    alter table user_profiles add constraint user_profiles_who_sees_communities_check
      check (who_sees_communities in ('everyone', 'followers', 'mutual', 'me'));
  end if;
end $$;

-- Profile pictures kept on disk (DATA_DIR/profile-pictures, named by key). A person keeps only
-- the pictures their profile shows and the one upload waiting to be saved: each upload and each
-- save deletes the rest, so no account can fill the disk with them.
create table if not exists profile_pictures (
  storage_key text primary key,
  user_id int not null references users(user_id) on delete cascade,
  content_type text not null,
  size int not null,
  created_at timestamptz not null default now()
);
create index if not exists profile_pictures_user_idx on profile_pictures (user_id);
`;

export const CONNECTIONS_TABLES = ['follow_requests', 'follow_request_notices', 'user_profiles', 'profile_pictures'];
