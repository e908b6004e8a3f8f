import type { Database } from '../db/database';
import { REFRESH_LEXICON } from './schema';
import { PEOPLE, POSTS, PROVIDERS } from './seed-data';

/** A password hash no password matches: seeded search people cannot sign in. */
const NO_PASSWORD = '!no-sign-in';

/**
 * Seeds what global search finds, once: at the first start after this was added too
 * (a database seeded earlier has users but no providers), so it keys on the providers.
 */
export async function seedSearchIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from therapy_providers');
  if ((rows[0]?.n ?? 0) > 0) {
    await db.exec(REFRESH_LEXICON);
    return false;
  }

  await db.query(
    `insert into therapy_providers (name, services, city, state, zip_code, website, provider_image_url)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [
      PROVIDERS.map((p) => p.name),
      PROVIDERS.map((p) => p.services),
      PROVIDERS.map((p) => p.city),
      PROVIDERS.map((p) => p.state),
      PROVIDERS.map((p) => p.zip_code),
      PROVIDERS.map((p) => p.website),
      PROVIDERS.map((p) => p.provider_image_url),
    ],
  );
  await db.query(
    `insert into users (user_name, email, password_hash, first_name, last_name, user_type, is_mentor,
                        care_provider_detail, profile_picture, email_verified, city, state, zip_code)
       select u, u || '@people.neurohealth.test', $2, f, l, t, m,
              case when pn is null then null else jsonb_build_object('provider_name', pn) end,
              '/public/avatars/' || u || '.svg', true, c, s, z
         from unnest($1::text[], $3::text[], $4::text[], $5::int[], $6::boolean[], $7::text[], $8::text[], $9::text[], $10::text[])
              as p(u, f, l, t, m, pn, c, s, z)
       on conflict do nothing`,
    [
      PEOPLE.map((p) => p.user_name),
      NO_PASSWORD,
      PEOPLE.map((p) => p.first_name),
      PEOPLE.map((p) => p.last_name),
      PEOPLE.map((p) => p.user_type),
      PEOPLE.map((p) => p.is_mentor),
      PEOPLE.map((p) => p.provider_name),
      PEOPLE.map((p) => p.city),
      PEOPLE.map((p) => p.state),
      PEOPLE.map((p) => p.zip_code),
    ],
  );
  // Posts are written by the seeded people, in turn.
  const { rows: authors } = await db.query<{ user_id: number }>(
    `select user_id from users where email like '%@people.neurohealth.test' order by user_id`,
  );
  if (authors.length === 0) throw new Error('search seed: no people to write the posts');
  await db.query(
    `insert into community_posts (kind, author_id, title, body, tags, upvotes, posted_at)
       select k, a, t, b, string_to_array(g, ','), v, now() - make_interval(days => d)
         from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[]) as p(k, a, t, b, g, v, d)`,
    [
      POSTS.map((p) => p.kind),
      POSTS.map((_, i) => authors[i % authors.length]!.user_id),
      POSTS.map((p) => p.title),
      POSTS.map((p) => p.body),
      POSTS.map((p) => p.tags.join(',')),
      POSTS.map((p) => p.upvotes),
      POSTS.map((p) => p.daysAgo),
    ],
  );
  await db.exec(REFRESH_LEXICON);
  return true;
}
