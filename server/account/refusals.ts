import type { FastifyReply } from 'fastify';

/** 429 once the person's wrong current passwords are used up (wrong-passwords.ts), on the form's field. */
export const tooManyPasswords = (reply: FastifyReply, retryAfter: number, field: string) =>
  reply
    .status(429)
    .header('retry-after', String(retryAfter))
    .send({ error: 'too many tries', fields: { [field]: 'Too many wrong passwords. Try again later.' } });

/** A refused field, in the form's words, as the password change answers. */
export const refuseField = (reply: FastifyReply, error: string, fields: Record<string, string>) =>
  reply.status(400).send({ error, fields });
