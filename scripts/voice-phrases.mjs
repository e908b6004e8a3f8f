// The test phrases for voice search, spoken by espeak-ng into 16 kHz mono WAV files
// (tests/fixtures/voice). The files are committed, so tests do not depend on the
// synthesiser's version; this makes the missing ones (all of them with --all), installing
// Debian's espeak-ng and sox first when they are absent, and says what it does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '../tests/fixtures/voice');
/** @type {Array<{ file: string; say: string; transcript: string }>} */
export const PHRASES = JSON.parse(readFileSync(path.join(DIR, 'phrases.json'), 'utf8'));

const has = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function ensureSpeechTools() {
  if (has('espeak-ng') && has('sox')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('voice phrases: espeak-ng and sox are needed (Debian/Ubuntu: `sudo apt-get install espeak-ng sox`).');
  }
  console.log("voice phrases: installing Debian's espeak-ng and sox with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'espeak-ng', 'sox'], { stdio: 'inherit', env });
}

export function makePhrases({ all = false } = {}) {
  const wanted = PHRASES.filter((phrase) => all || !existsSync(path.join(DIR, phrase.file)));
  try {
    ensureSpeechTools();
  } catch (error) {
    // The committed files are all the tests need; the tools only make new ones.
    if (wanted.length > 0) throw error;
    console.log(`voice phrases: ${error.message} (not needed now: every WAV file is present)`);
  }
  if (wanted.length === 0) {
    console.log(`voice phrases: ${PHRASES.length} WAV files present in tests/fixtures/voice`);
    return;
  }
  const work = mkdtempSync(path.join(tmpdir(), 'voice-'));
  try {
    for (const phrase of wanted) {
      const raw = path.join(work, 'raw.wav');
      // US English at 130 words a minute, then 16 kHz mono 16-bit with half a second of silence around it.
      execFileSync('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', raw, phrase.say]);
      execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', path.join(DIR, phrase.file), 'pad', '0.5', '0.5']);
      console.log(`voice phrases: made ${phrase.file} ("${phrase.say}")`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) makePhrases({ all: process.argv.includes('--all') });
