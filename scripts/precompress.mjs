// Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the
// build, which the reference server serves with @fastify/static's preCompressed.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json)$/;

export function precompress(root) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // A copy of this build's or an earlier one's (removed below: the listing may still name it).
      if (/\.(br|gz)$/.test(name)) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (TEXT.test(name) && statSync(path).size < 1024) {
        // Too small to be worth compressing: a compressed copy left by an earlier build would be
        // served in its place (a stale index.html naming files this build no longer has).
        rmSync(`${path}.br`, { force: true });
        rmSync(`${path}.gz`, { force: true });
      } else if (TEXT.test(name)) {
        const body = readFileSync(path);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        files++;
        before += body.length;
        after += br.length;
      }
    }
  };
  walk(root);
  return { files, before, after };
}

if (process.argv[1]?.endsWith('precompress.mjs')) {
  const root = process.env.DIST_DIR ?? 'dist';
  const { files, before, after } = precompress(root);
  console.log(
    `precompressed ${files} files in ${root}: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB brotli`,
  );
}
