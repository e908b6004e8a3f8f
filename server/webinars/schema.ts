/**
 * Who registered for which webinar (issue #63.13): one row per session and address, so
 * registering again is the same registration (and sends no second e-mail).
 */
export const WEBINARS_SCHEMA = `
create table if not exists webinar_registrations (
  webinar_id text not null check (char_length(webinar_id) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  name text not null check (char_length(name) between 1 and 100),
  registered_at timestamptz not null default now(),
  primary key (webinar_id, email)
);
`;

export const WEBINARS_TABLES = ['webinar_registrations'];
