// What a built chunk is made of (issue #38): each chunk's bytes attributed to the modules its
// hidden source map names, grouped by package (node_modules/<pkg>) or by source folder. Plain
// Node, no dependency: the build writes the maps beside the chunks (rsbuild.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = DIGIT[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * The group a source belongs to: `react-dom`, `@tanstack/router-core`, `src/features/calendar`,
 * `machines/auth`. `source` is as the map names it, relative to `mapDir` (the chunk's folder).
 */
export function groupOf(source, mapDir = '') {
  let path = source.replace(/^webpack:\/\/[^/]*\//, '');
  // A project file: its path from the project's root (the build runs there), whatever the dist folder.
  if (path.startsWith('.') || path.startsWith('/')) path = relative(process.cwd(), resolve(mapDir, path));
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = path.split('/');
  if (parts[0] === 'src' && (parts[1] === 'features' || parts[1] === 'routes') && parts.length > 3)
    return parts.slice(0, 3).join('/');
  if (parts.length > 2) return parts.slice(0, 2).join('/');
  return path;
}

/**
 * The chunk at `file` (a path under `distDir`): its gzip bytes and, from its source map, the
 * groups behind it with their share of those bytes (by generated characters), largest first.
 */
export function chunkMakeup(distDir, file) {
  const full = join(distDir, file);
  if (!existsSync(full)) return null;
  const code = readFileSync(full, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = `${full}.map`;
  if (!existsSync(mapFile)) return { gzip, groups: [] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const chars = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const lineLength = lines[row]?.length ?? 0;
    let column = 0;
    let previous = null;
    for (const text of line.split(',')) {
      if (!text) continue;
      const [dCol, dSource] = decodeSegment(text);
      column += dCol;
      if (previous) chars.set(previous.source, (chars.get(previous.source) ?? 0) + column - previous.column);
      if (dSource !== undefined) {
        source += dSource;
        previous = { source, column };
      } else previous = null;
    }
    if (previous) chars.set(previous.source, (chars.get(previous.source) ?? 0) + lineLength - previous.column);
    // The other fields (line, column, name) are not needed: only which source each range is from.
    void row;
  });
  const total = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
  const byGroup = new Map();
  for (const [index, n] of chars) {
    const group = groupOf(`${map.sourceRoot ?? ''}${map.sources[index] ?? '?'}`, dirname(full));
    byGroup.set(group, (byGroup.get(group) ?? 0) + n);
  }
  const groups = [...byGroup]
    .map(([name, n]) => ({ name, gzip: Math.round((gzip * n) / total) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { gzip, groups };
}

/** A name for a chunk that survives rebuilds (its file name's id and hash do not): its two largest groups. */
export function chunkName(makeup, file) {
  if (!makeup?.groups.length) return file.replace(/\.[0-9a-f]{8,}\./, '.');
  return makeup.groups
    .slice(0, 2)
    .map((g) => g.name)
    .join(' + ');
}
