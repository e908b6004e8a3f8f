import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSystemPackages, lockHolder, type SystemPackage } from '../../scripts/system-packages.mjs';

/**
 * A fake apt-get: it writes each call's arguments to calls.log; while `<dir>/lists-lock` holds a
 * number, `update` answers as apt does when another process holds the lists' lock (and counts
 * down); `install` fails as apt does for a package its sources lack when that name is in
 * `<dir>/unknown`, and otherwise "installs" each package by creating `<dir>/installed/<name>`.
 */
function fakeAptGet() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-apt-'));
  mkdirSync(join(dir, 'installed'));
  const script = join(dir, 'apt-get');
  writeFileSync(
    script,
    `#!/bin/sh
dir='${dir}'
echo "$*" >> "$dir/calls.log"
case " $* " in
  *" update "*)
    left=$(cat "$dir/lists-lock" 2>/dev/null || echo 0)
    if [ "$left" -gt 0 ]; then
      echo $((left - 1)) > "$dir/lists-lock"
      echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
      echo "E: Unable to lock directory /var/lib/apt/lists/" >&2
      exit 100
    fi
    exit 0 ;;
  *" install "*)
    for name in $(echo "$*" | sed 's/.* install //'); do
      case "$name" in -*) continue ;; esac
      if grep -qx "$name" "$dir/unknown" 2>/dev/null; then echo "E: Unable to locate package $name" >&2; exit 100; fi
    done
    for name in $(echo "$*" | sed 's/.* install //'); do
      case "$name" in -*) ;; *) touch "$dir/installed/$name" ;; esac
    done
    exit 0 ;;
esac
exit 1
`,
  );
  chmodSync(script, 0o755);
  const pkg = (name: string, optional = false): SystemPackage => ({
    name,
    why: `what ${name} is for`,
    optional,
    present: () => existsSync(join(dir, 'installed', name)),
  });
  return {
    dir,
    script,
    pkg,
    /** Makes `update` find the lists' lock held this many times before it is let go. */
    holdListsLock: (times: number) => writeFileSync(join(dir, 'lists-lock'), String(times)),
    lacks: (name: string) => writeFileSync(join(dir, 'unknown'), `${name}\n`),
    install: (name: string) => writeFileSync(join(dir, 'installed', name), ''),
    calls: () => (existsSync(join(dir, 'calls.log')) ? readFileSync(join(dir, 'calls.log'), 'utf8').trim().split('\n') : []),
  };
}

const fakes: string[] = [];
const setUp = () => {
  const fake = fakeAptGet();
  fakes.push(fake.dir);
  const lines: string[] = [];
  const options = { aptGet: fake.script, isRoot: true, retryMs: 20, log: (line: string) => lines.push(line), echo: () => {} };
  return { fake, lines, options };
};
afterEach(() => fakes.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the one step that installs the system packages the suite needs', () => {
  it("waits while another process holds apt's lists lock, then installs every missing package in one apt-get install", async () => {
    const { fake, lines, options } = setUp();
    fake.install('nginx');
    fake.holdListsLock(2);
    const started = Date.now();

    const installed = await ensureSystemPackages(
      [fake.pkg('chromium'), fake.pkg('nginx'), fake.pkg('poppler-utils'), fake.pkg('espeak-ng', true)],
      options,
    );

    expect(installed).toEqual(['chromium', 'poppler-utils', 'espeak-ng']);
    const calls = fake.calls();
    // Two updates refused on the lock, one that ran, then the single install of all three.
    expect(calls.filter((c) => / update /.test(` ${c} `))).toHaveLength(3);
    const installs = calls.filter((c) => / install /.test(` ${c} `));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/ install -y -qq chromium poppler-utils espeak-ng$/);
    // apt itself waits for dpkg's lock; the lists' lock is waited for here.
    expect(calls.every((c) => /^-o DPkg::Lock::Timeout=\d+ /.test(c))).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * options.retryMs);
    expect(lines).toContain(
      'system packages: installing chromium (what chromium is for), poppler-utils (what poppler-utils is for), espeak-ng (what espeak-ng is for) with apt-get (a minute or two)…',
    );
    // Said once for the whole wait, naming who holds the lock.
    expect(lines.filter((l) => l.includes('waiting'))).toEqual([
      "system packages: waiting for apt's lock (/var/lib/apt/lists/lock, held by process 4242 (apt-get)), up to 10 min more…",
    ]);
    expect(lines.at(-1)).toMatch(/^system packages: installed chromium, poppler-utils, espeak-ng in \d+ s$/);
  });

  it('does nothing when everything is present, and says so', async () => {
    const { fake, lines, options } = setUp();
    fake.install('chromium');
    fake.install('sox');

    expect(await ensureSystemPackages([fake.pkg('chromium'), fake.pkg('sox')], options)).toEqual([]);

    expect(fake.calls()).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^system packages: all present \(chromium, sox\), checked in \d+ ms$/);
  });

  it('gives up on a lock held past its bound, saying whose it was, and installs nothing', async () => {
    const { fake, options } = setUp();
    fake.holdListsLock(1000);

    await expect(ensureSystemPackages([fake.pkg('nginx')], { ...options, lockWaitMs: 150 })).rejects.toThrow(
      /apt-get update waited \d+ s for apt's lock \(\/var\/lib\/apt\/lists\/lock, held by process 4242 \(apt-get\)\) and gave up/,
    );
    expect(fake.calls().some((c) => c.includes(' install '))).toBe(false);
  });

  it('installs without an optional package its apt sources lack, in one more call', async () => {
    const { fake, lines, options } = setUp();
    fake.lacks('chromium-headless-shell');

    const installed = await ensureSystemPackages([fake.pkg('chromium'), fake.pkg('chromium-headless-shell', true)], options);

    expect(installed).toEqual(['chromium']);
    expect(fake.calls().filter((c) => c.includes(' install '))).toEqual([
      expect.stringMatching(/ install -y -qq chromium chromium-headless-shell$/),
      expect.stringMatching(/ install -y -qq chromium$/),
    ]);
    expect(lines.some((l) => l.includes('again without the optional chromium-headless-shell'))).toBe(true);
  });

  it('without root, fails on a missing package with the command that installs it, and only names a missing optional one', async () => {
    const { fake, lines, options } = setUp();
    const asUser = { ...options, isRoot: false };

    await expect(ensureSystemPackages([fake.pkg('poppler-utils'), fake.pkg('sox', true)], asUser)).rejects.toThrow(
      'system packages: missing poppler-utils (what poppler-utils is for). Install them (Debian/Ubuntu: `sudo apt-get install poppler-utils`), or run this as root with apt-get.',
    );
    expect(await ensureSystemPackages([fake.pkg('sox', true)], asUser)).toEqual([]);
    expect(lines).toContain('system packages: not installed, and not needed now: sox (what sox is for)');
    expect(fake.calls()).toEqual([]);
  });
});

describe("apt-get's lock messages", () => {
  it('name the lock and its holder, or the lock alone', () => {
    expect(lockHolder('E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 77 (unattended-upgr)')).toBe(
      '/var/lib/dpkg/lock-frontend, held by process 77 (unattended-upgr)',
    );
    expect(
      lockHolder('E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?'),
    ).toBe('Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?');
    expect(lockHolder('E: Unable to locate package nope')).toBeNull();
  });
});
