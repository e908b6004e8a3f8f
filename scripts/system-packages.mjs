// The Debian packages the suite and the scripts use, found, and when missing installed, in one
// step: one `apt-get update` and one `apt-get install` for all of them, saying what it installs
// and why. Each tool says what it needs (scripts/browser.mjs, voice-phrases.mjs, pdf-tools.mjs,
// nginx.mjs, postgres.mjs) and installs it through here when run alone; `npm test` asks for all
// of them before its first phase (suitePackages), so no two installers run at once.
//
// apt has two locks: the package lists' (/var/lib/apt/lists/lock, taken by `apt-get update`) and
// dpkg's (/var/lib/dpkg/lock-frontend, by `apt-get install`). `-o DPkg::Lock::Timeout` makes apt
// wait for dpkg's only; for the lists' it fails at once ("Could not get lock …"). So an apt-get
// that failed on a lock is run again once the lock may have been let go, for up to LOCK_WAIT_MS,
// and says whose lock it waits for.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {object} SystemPackage
 * @property {string} name the Debian package
 * @property {string} why what it is for, said when it is installed or missing
 * @property {() => boolean | Promise<boolean>} present whether what it provides is here already
 * @property {boolean} [optional] the suite runs without it (said so) where it cannot be installed
 */

/** How long an apt-get waits for another process's lock in all, before giving up with a message. */
export const LOCK_WAIT_MS = 10 * 60_000;

/** Whether a command is on PATH (or, given a path, exists). */
export function onPath(command) {
  if (command.includes('/')) return existsSync(command);
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', command], { stdio: 'ignore' }).status === 0;
}

/** What apt-get printed when another process held a lock it needs, or null. */
export function lockHolder(output) {
  const held = /Could not get lock (\S+?)\.? It is held by process (\d+)(?: \(([^)]*)\))?/.exec(output);
  if (held) return `${held[1]}, held by process ${held[2]}${held[3] ? ` (${held[3]})` : ''}`;
  const other = /(Could not get lock \S+?|Unable to acquire the dpkg frontend lock[^\n]*|Unable to lock directory \S+)/.exec(
    output,
  );
  return other ? other[1].replace(/[.,]$/, '') : null;
}

/**
 * Runs apt-get with `args`, again while it fails on another process's lock, until `deadline`.
 * Its output goes to `echo` as it comes.
 */
async function aptGet(args, { command, env, began, deadline, retryMs, log, echo }) {
  let told = 0;
  for (;;) {
    const waitSeconds = Math.max(0, Math.round((deadline - Date.now()) / 1000));
    const { code, output } = await new Promise((resolve) => {
      const child = spawn(command, ['-o', `DPkg::Lock::Timeout=${waitSeconds}`, ...args], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => {
          text += chunk;
          echo(String(chunk));
        });
      child.on('error', (error) => resolve({ code: -1, output: String(error.message) }));
      child.on('close', (status) => resolve({ code: status ?? 1, output: text }));
    });
    if (code === 0) return;
    const holder = lockHolder(output);
    const step = `apt-get ${args.filter((a) => !a.startsWith('-')).join(' ')}`;
    if (!holder) throw new Error(`system packages: ${step} failed (exit ${code})`);
    if (Date.now() + retryMs > deadline) {
      const error = new Error(
        `system packages: ${step} waited ${Math.round((Date.now() - began) / 1000)} s for apt's lock (${holder}) and gave up; run it again once that process ends`,
      );
      throw Object.assign(error, { lock: true });
    }
    // Said once, and again every half minute, so that a long wait is seen to be one.
    if (Date.now() - told >= 30_000) {
      log(`system packages: waiting for apt's lock (${holder}), up to ${Math.round((deadline - Date.now()) / 60_000)} min more…`);
      told = Date.now();
    }
    await sleep(retryMs);
  }
}

/**
 * Finds the packages, and installs those that are missing with one `apt-get update` and one
 * `apt-get install` (as root with apt-get). Without root or apt-get, a missing package fails
 * with the command to install it, unless it is optional (then it is said and left).
 * Returns the names it installed.
 * @param {SystemPackage[]} packages
 * @param {{ aptGet?: string, isRoot?: boolean, lockWaitMs?: number, retryMs?: number,
 *   log?: (line: string) => void, echo?: (text: string) => void }} [options]
 */
export async function ensureSystemPackages(packages, options = {}) {
  const {
    aptGet: command = 'apt-get',
    isRoot = typeof process.getuid === 'function' && process.getuid() === 0,
    lockWaitMs = LOCK_WAIT_MS,
    retryMs = 5_000,
    log = console.log,
    echo = (text) => process.stdout.write(text),
  } = options;
  const started = Date.now();
  const wanted = [...new Map(packages.map((p) => [p.name, p])).values()];
  const present = await Promise.all(wanted.map((p) => p.present()));
  const missing = wanted.filter((_, i) => !present[i]);
  if (missing.length === 0) {
    log(`system packages: all present (${wanted.map((p) => p.name).join(', ')}), checked in ${Date.now() - started} ms`);
    return [];
  }
  const list = (ps) => ps.map((p) => `${p.name} (${p.why})`).join(', ');
  if (!isRoot || !onPath(command)) {
    const needed = missing.filter((p) => !p.optional);
    const optional = missing.filter((p) => p.optional);
    if (optional.length > 0) log(`system packages: not installed, and not needed now: ${list(optional)}`);
    if (needed.length === 0) return [];
    throw new Error(
      `system packages: missing ${list(needed)}. Install them (Debian/Ubuntu: \`sudo apt-get install ${needed.map((p) => p.name).join(' ')}\`), or run this as root with apt-get.`,
    );
  }
  log(`system packages: installing ${list(missing)} with apt-get (a minute or two)…`);
  const apt = {
    command,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    began: Date.now(),
    deadline: Date.now() + lockWaitMs,
    retryMs,
    log,
    echo,
  };
  await aptGet(['update', '-qq'], apt);
  let names = missing.map((p) => p.name);
  try {
    await aptGet(['install', '-y', '-qq', ...names], apt);
  } catch (error) {
    // A package this system's sources lack (Ubuntu has no chromium-headless-shell, say) fails the
    // whole install: without the optional ones, once more.
    const required = missing.filter((p) => !p.optional);
    if (error.lock || required.length === missing.length) throw error;
    log(
      `system packages: ${error.message}; again without the optional ${missing
        .filter((p) => p.optional)
        .map((p) => p.name)
        .join(', ')}`,
    );
    names = required.map((p) => p.name);
    if (names.length > 0) await aptGet(['install', '-y', '-qq', ...names], apt);
  }
  const after = await Promise.all(missing.map((p) => p.present()));
  const still = missing.filter((p, i) => !after[i] && !p.optional);
  if (still.length > 0) throw new Error(`system packages: apt-get finished, yet ${list(still)} is still not found`);
  log(`system packages: installed ${names.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  return names;
}
