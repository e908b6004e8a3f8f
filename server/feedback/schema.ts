/** The beta feedback people send (issue #63.13), listed for administrators. */
export const FEEDBACK_SCHEMA = `
create table if not exists beta_feedback (
  id serial primary key,
  message text not null check (char_length(message) between 1 and 4000),
  page text check (page is null or char_length(page) <= 200),
  email text check (email is null or char_length(email) <= 254),
  received_at timestamptz not null default now()
);
create index if not exists beta_feedback_received_idx on beta_feedback (received_at desc, id desc);
`;

export const FEEDBACK_TABLES = ['beta_feedback'];
