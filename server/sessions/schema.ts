/**
 * What oidc-provider does not keep of a signed-in session and Settings › Sessions shows: the
 * browser it signed in from (user agent, address) and when it was last used, by its grant (one
 * grant per session for the app's one client). Rows of ended sessions are dropped as the person
 * signs in again; a row without its session is never shown (store.ts joins on the session).
 */
export const SESSIONS_SCHEMA = `
create table if not exists session_activity (
  grant_id text primary key,
  user_id int not null,
  user_agent text,
  address text,
  signed_in_at timestamptz not null default now(),
  last_active_at timestamptz not null default now()
);
create index if not exists session_activity_user_idx on session_activity(user_id);
`;

export const SESSIONS_TABLES = ['session_activity'];
