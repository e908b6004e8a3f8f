import * as contract from '../../contract/web';
import { INITIALS_SCALE } from '../../contract/web-avatars';
import { serve } from '../http/endpoint';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { displayNameOf, findUserByName, type UserRow } from '../db/users';
import { esc } from './html';

// Dark enough for white initials to pass WCAG AA contrast. The app draws the same colours for a
// person whose picture is loading or missing (src/ui/Avatar.tsx: AVATAR_COLOURS).
const COLOURS = ['#1f5fa8', '#7b3fa0', '#a23b5b', '#2e7d4f', '#b3541e', '#0f6f7a', '#5a4fcf', '#8a5a00'];

/**
 * Initials of a name as the app makes them (src/ui/Avatar.tsx: initialsOf): the first letters of
 * its first and last words, or the first letter of a single word; a user name's dots, dashes and
 * underscores separate words.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return letters.toUpperCase() || '?';
}

/** A person's avatar: their display name's initials (SPEC §6), coloured by user id so neighbours differ. */
function personAvatar(u: UserRow): { initials: string; colour: string } {
  return { initials: initialsOf(displayNameOf(u)), colour: COLOURS[u.user_id % COLOURS.length] ?? COLOURS[0]! };
}

/** Anything else (a directory provider, a community): from its own name, coloured by a hash of it. */
function namedAvatar(name: string): { initials: string; colour: string } {
  const digest = createHash('sha256').update(name).digest();
  return { initials: initialsOf(name), colour: COLOURS[(digest[0] ?? 0) % COLOURS.length] ?? COLOURS[0]! };
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
