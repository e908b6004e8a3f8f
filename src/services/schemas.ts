import * as z from 'zod/mini';

/** Response shapes validated at the network boundary (SPEC §3, §7). */
const nullableString = () => z._default(z.nullable(z.string()), null);

export const userSchema = z.object({
  user_id: z.int(),
  user_name: z.string(),
  email: z.string(),
  first_name: nullableString(),
  last_name: nullableString(),
  profile_picture: nullableString(),
  user_type: z.int(),
  is_mentor: z._default(z.boolean(), false),
  mentor_detail: z._default(z.nullable(z.looseObject({ profile_picture: z.optional(z.nullable(z.string())) })), null),
  care_provider_detail: z._default(z.nullable(z.looseObject({ provider_name: z.optional(z.nullable(z.string())) })), null),
  first_sign_in: z._default(z.boolean(), false),
});

export const count = z.int().check(z.nonnegative());
