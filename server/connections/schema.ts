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
`;

export const CONNECTIONS_TABLES = ['follow_requests'];
