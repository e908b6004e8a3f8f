import * as contract from '../../contract/web';
import { AVATAR_COLOURS, INITIALS_SCALE, avatarColour, initialsOf as initialsOfName } from '../../contract/web-avatars';
import { serve } from '../http/endpoint';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { displayNameOf, findUserByName, type UserRow } from '../db/users';
import { esc } from './html';

/** Initials as the app makes them (contract/web-avatars.ts), or "?" for a name without a letter. */
const initialsOf = (name: string) => initialsOfName(name) || '?';

/** A person's avatar: their display name's initials (SPEC §6), coloured by user id as the app colours them. */
function personAvatar(u: UserRow): { initials: string; colour: string } {
  return { initials: initialsOf(displayNameOf(u)), colour: avatarColour(u.user_id) };
}

/** Anything else (a directory provider, a community): from its own name, coloured by a hash of it. */
function namedAvatar(name: string): { initials: string; colour: string } {
  const digest = createHash('sha256').update(name).digest();
  return { initials: initialsOf(name), colour: AVATAR_COLOURS[(digest[0] ?? 0) % AVATAR_COLOURS.length]! };
}

export function avatarSvg(label: string, { initials, colour }: { initials: string; colour: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${esc(label)}">
<circle cx="64" cy="64" r="64" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${INITIALS_SCALE * 128}" font-weight="600" fill="#fff">${esc(initials)}</text>
</svg>`;
}

/** The account an avatar's name stands for: a user name, or `mentor-{user name}` for a mentor's picture. */
async function personNamed(db: Database, name: string): Promise<UserRow | undefined> {
  return (await findUserByName(db, name)) ?? (name.startsWith('mentor-') ? findUserByName(db, name.slice(7)) : undefined);
}

/**
 * GET /public/avatars/:name.svg: any name gets a deterministic avatar (sign-ups too). Pictures are
 * public, as a profile picture is: a person's avatar shows the initials of their display name (not
 * the name itself: its label is the name asked for), which tells that the user name exists.
 */
export function registerAvatars(app: FastifyInstance, db: Database) {
  serve(app, contract.avatar, async ({ params, reply }) => {
    const name = params.name.slice(0, 64);
    const person = await personNamed(db, name);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(name, person ? personAvatar(person) : namedAvatar(name)));
  });
}
