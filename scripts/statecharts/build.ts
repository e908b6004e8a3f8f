/**
 * `npm run statecharts`: the offline statechart gallery. One page per machine in
 * stately.config.json and an index, written to statecharts/ (git-ignored);
 * open statecharts/index.html from disk, or /__statecharts on `npm run dev`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { chartOf, type Chart } from './chart';
import { layoutChart } from './layout';
import { renderChartPage, renderIndex } from './render';

interface ManifestEntry {
  id: string;
  file: string;
  export: string;
  description?: string;
}

export const GALLERY_DIR = resolve('statecharts');

export async function chartFromManifest(entry: ManifestEntry): Promise<Chart> {
  const module = (await import(pathToFileURL(resolve(entry.file)).href)) as Record<string, AnyStateMachine>;
  const machine = module[entry.export];
  if (!machine) throw new Error(`${entry.file} has no export ${entry.export}`);
  return chartOf(entry.id, machine, entry.description ?? '');
}

export async function buildGallery(outDir = GALLERY_DIR) {
  const manifest = JSON.parse(readFileSync('stately.config.json', 'utf8')) as { machines: ManifestEntry[] };
  mkdirSync(outDir, { recursive: true });
  const pages: Array<{ chart: Chart; file: string }> = [];
  for (const entry of manifest.machines) {
    const chart = await chartFromManifest(entry);
    const file = `${entry.id}.html`;
    writeFileSync(join(outDir, file), renderChartPage(chart, await layoutChart(chart)));
    pages.push({ chart, file });
  }
  writeFileSync(join(outDir, 'index.html'), renderIndex(pages));
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = await buildGallery();
  console.log(`statecharts: ${pages.length} pages and an index in ${GALLERY_DIR}/ (open index.html; no network needed)`);
}
