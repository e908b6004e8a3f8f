import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { esc } from './html';

// Dark enough for white initials to pass WCAG AA contrast.
const COLOURS = ['#1f5fa8', '#7b3fa0', '#a23b5b', '#2e7d4f', '#b3541e', '#0f6f7a', '#5a4fcf', '#8a5a00'];

function initials(name: string): string {
  const base = name.replace(/^mentor-/, '');
  const parts = base.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : base.slice(0, 2);
  return letters.toUpperCase() || '?';
}

export function avatarSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const colour = COLOURS[(digest[0] ?? 0) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${esc(name)}">
<circle cx="64" cy="64" r="64" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${esc(initials(name))}</text>
</svg>`;
}

/** GET /public/avatars/:name.svg: any name gets a deterministic avatar (sign-ups too). */
export function registerAvatars(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/public/avatars/:name.svg', async (req, reply) => {
    const name = req.params.name.slice(0, 64);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(name));
  });
}
