// Ask Nora figures (issue #35), printed, never asserted here (tests/server/nora.test.ts holds the
// hit rate): over the fixed questions of tests/fixtures/noraQuestions.ts, each with its expected
// sources, the top-3 source hit rate, and the time from sending a question to its first streamed
// text, on the reference server (PGlite, as `npm start` runs it) in library mode and with a fake
// model that answers at once (the server's own overhead on the model path).
import { performance } from 'node:perf_hooks';
import { startFakeModel } from '../tests/fixtures/fakeModel';
import { NORA_QUESTIONS } from '../tests/fixtures/noraQuestions';
import { apiJson, makeDataDir, signIn, start } from '../tests/server/helpers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

type Source = { kind: string; href: string };
const sourceId = (s: Source) =>
  s.kind === 'provider'
    ? 'provider'
    : s.kind === 'help'
      ? `help:${s.href.split('#help-')[1]}`
      : s.href.split('/')[2]!.split('#')[0]!;

const data = await makeDataDir();
const server = await start(data.dir);
const fake = await startFakeModel();
try {
  const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  /** Asks once: the ids of the top three sources, and ms to the first delta. */
  const ask = async (question: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/nora/v1/ask`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let firstText: number | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      if (firstText === undefined && text.includes('event: delta')) firstText = performance.now() - started;
    }
    const sources = /^data: (\{"type":"sources".*)$/m.exec(text)?.[1];
    const top = sources ? (JSON.parse(sources) as { sources: Source[] }).sources.slice(0, 3).map(sourceId) : [];
    return { top, firstText: firstText ?? Number.NaN };
  };
  const run = async (label: string) => {
    let hits = 0;
    const times: number[] = [];
    const misses: string[] = [];
    for (const { question, expect } of NORA_QUESTIONS) {
      const { top, firstText } = await ask(question);
      times.push(firstText);
      if (top.some((id) => expect.includes(id))) hits++;
      else misses.push(`    missed: “${question}” → ${top.join(', ') || 'nothing'} (expected ${expect.join(' or ')})`);
    }
    const rate = hits / NORA_QUESTIONS.length;
    const med = median(times);
    console.log(`  ${label}, ${NORA_QUESTIONS.length} questions with their expected sources:`);
    console.log(`    top-3 source hit rate ${rate.toFixed(2)}   (goal ≥ 0.85: ${rate >= 0.85 ? 'met' : 'NOT met'})`);
    console.log(
      `    time to first streamed text: median ${med.toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms   (goal ≤ 300 ms median: ${med <= 300 ? 'met' : 'NOT met'})`,
    );
    for (const miss of misses) console.log(miss);
  };
  console.log('\nAsk Nora (issue #35): retrieval in Postgres full text (PGlite), no embeddings');
  await ask('warm up');
  await run('library mode (extractive)');
  await apiJson(server.url, 'PUT', '/__dev/nora/model', { model: { baseUrl: fake.url, model: 'fake-instant' } });
  await run('model mode, a fake model answering at once (the server’s overhead)');
} finally {
  await fake.close();
  await server.close();
  await data.remove();
}
