/**
 * The figures issue #63 asks for, items 2–4: what global search, the directory, the zip field
 * and Nora answer for a few requests about a place, from a freshly seeded reference server.
 * `npx tsx scripts/location-figures.ts` (PGlite in a throwaway folder; nothing listens for long).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../server/app';
import { apiJson, signIn } from '../tests/server/helpers';
import { testServerOptions } from '../tests/server/server-options';

const dir = await mkdtemp(path.join(tmpdir(), 'location-figures-'));
const server = await startServer({ ...testServerOptions(dir), devHooks: false });
const out: string[] = [];
const say = (line = '') => out.push(line);
try {
  const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  type Row = Record<string, any>;
  const where = (p: Row) => p.location ?? `${p.city}, ${p.state} ${p.zip_code}`;

  for (const q of ['speech therapist near 02139', 'occupational therapy in Boston', 'autism support Cambridge, MA']) {
    say(`## Global search: "${q}"`);
    const header = await apiJson(server.url, 'POST', '/api/search-engine/v2/search', { search_text: q }, token);
    const b = header.body;
    say(
      `header suggestions: ${b.service_providers?.total ?? 0} providers; read as ${JSON.stringify(b.understood)}` +
        (b.matched ? `; ${b.matched}` : ''),
    );
    for (const p of (b.service_providers?.result ?? []).slice(0, 3))
      say(`  - ${p.name} (${where(p)})${p.distance_miles != null ? `, ${p.distance_miles} mi` : ''}`);
    const page = await apiJson(server.url, 'POST', '/api/search-engine/v2/search/provider', { search_text: q, size: 10 }, token);
    const d = page.body.data ?? {};
    say(
      `search page, Provider filter: ${d.total ?? page.status} providers${d.match ? ` (${d.match})` : ''}; read as ${JSON.stringify(d.understood)}`,
    );
    for (const p of (d.data ?? []).slice(0, 5))
      say(`  - ${p.name} (${where(p)})${p.distance_miles != null ? `, ${p.distance_miles} mi` : ''}`);
    say();
  }

  for (const zip of ['78701', '02139']) {
    say(`## Directory: ${zip} within 25 miles`);
    const res = await apiJson(server.url, 'POST', '/public/search-engine/service-providers/v1/search', {
      zip_code: zip,
      radius_miles: 25,
      size: 5,
    });
    const d = res.body.data ?? {};
    say(`${d.total ?? res.status} providers; origin ${JSON.stringify(d.origin?.location ?? res.body)}`);
    for (const p of d.data ?? []) say(`  - ${p.name} (${where(p)}), ${p.distance_miles} mi`);
    say();
  }

  say('## Zip field suggestions');
  for (const text of ['02139', 'Boston', 'Cambridge', '021']) {
    const res = await apiJson(server.url, 'POST', '/public/static-data/v1/zipcode', { search_text: text });
    const list = (res.body.data ?? []) as Row[];
    say(`"${text}": ${list.length ? list.map((z) => z.location).join(' | ') : 'none'}`);
  }
  say();

  for (const question of [
    'How do I find a speech therapist in Boston?',
    'What is occupational therapy?',
    'What is the capital of Mongolia?',
    'How do I change the oil in a diesel tractor engine?',
  ]) {
    say(`## Nora: "${question}"`);
    const res = await fetch(new URL('/api/nora/v1/ask', server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    });
    const events = (await res.text())
      .split('\n\n')
      .filter((f) => f.includes('data: '))
      .map((f) => JSON.parse(/^data: (.*)$/m.exec(f)![1]!) as Row);
    const text = events
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join('');
    const done = events.find((e) => e.type === 'done');
    say(`found: ${done?.found}`);
    say(text);
    for (const s of events.find((e) => e.type === 'sources')?.sources ?? [])
      say(`  [${s.n}] ${s.title} — ${s.heading} (${s.href})`);
    say();
  }
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
console.log(out.join('\n'));
