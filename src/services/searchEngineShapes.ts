import * as z from 'zod/mini';

/**
 * What the header's calls (searchEngine.ts) and the search page's (searchResults.ts, loaded with the
 * page) share: here so that neither imports the other.
 */
export const SERVICE = 'searchEngine';
export const PREFIX = 'api/search-engine';

const nullableText = z._default(z.nullable(z.string()), null);
export const providerSchema = z.object({
  therapy_provider_id: z.int(),
  name: z.string(),
  provider_image_url: nullableText,
  website: nullableText,
  services: z._default(z.string(), ''),
  location: nullableText,
});
export const personSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  user_type: z.int(),
  profile_picture: nullableText,
  display_name: z.string(),
  is_mentor: z._default(z.boolean(), false),
  location: nullableText,
});
