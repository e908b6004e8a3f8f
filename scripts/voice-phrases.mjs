// The test phrases for voice search, spoken by espeak-ng into 16 kHz mono WAV files
// (tests/fixtures/voice). The files are committed, so tests do not depend on the
// synthesiser's version; this makes the missing ones (all of them with --all), installing
// Debian's espeak-ng and sox first when they are absent (scripts/system-packages.mjs), and says
// what it does.
//
// Two sets: phrases.json, which the voice tests must hear exactly (US English, 130 words a
// minute), and requests.json, what people ask for, which the bench scores (word accuracy):
// each spoken by every VOICES at every SPEEDS into requests/<voice>-<speed>/<request>.wav.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSystemPackages, onPath } from './system-packages.mjs';

const DIR = path.resolve(import.meta.dirname, '../tests/fixtures/voice');
/** @type {Array<{ file: string; say: string; transcript: string }>} */
export const PHRASES = JSON.parse(readFileSync(path.join(DIR, 'phrases.json'), 'utf8'));
/**
 * What is said, or what is said and the text it should give when they differ ("saint louis"
 * is written "st louis", as the city is).
 * @type {Array<string | { say: string; text: string }>}
 */
export const REQUESTS = JSON.parse(readFileSync(path.join(DIR, 'requests.json'), 'utf8'));
/** An American man and a British woman: the model is US English, so the second is the harder listener's test. */
export const VOICES = ['en-us', 'en-gb+f3'];
/** Words a minute: unhurried and brisk. */
export const SPEEDS = [150, 185];

/** Every recording of requests.json: who said what at which pace, and where it is kept. */
export function requestRecordings() {
  return VOICES.flatMap((voice) =>
    SPEEDS.flatMap((speed) =>
      REQUESTS.map((request) => {
        const { say, text } = typeof request === 'string' ? { say: request, text: request } : request;
        const file = `requests/${voice.replace(/\W+/g, '-')}-${speed}/${say.replace(/[^a-z]+/g, '-')}.wav`;
        return { voice, speed, say, transcript: text, file };
      }),
    ),
  );
}

/** The synthesiser and the converter. The committed files are all the tests need: these only make new ones. */
export const SPEECH_PACKAGES = [
  {
    name: 'espeak-ng',
    why: "speaks the voice tests' phrases, only to make a missing WAV file",
    optional: true,
    present: () => onPath('espeak-ng'),
  },
  {
    name: 'sox',
    why: "turns them into the voice tests' WAV files, only to make a missing one",
    optional: true,
    present: () => onPath('sox'),
  },
];

export async function makePhrases({ all = false } = {}) {
  const jobs = [
    // US English at 130 words a minute, then 16 kHz mono 16-bit with half a second of silence around it.
    ...PHRASES.map((p) => ({ file: p.file, say: p.say, voice: 'en-us', speed: 130, pad: '0.5', sox: [], trim: [] })),
    // 184 files, so their size counts: espeak-ng's own silence trimmed and a quarter of a second put
    // around instead; dither (a microphone's silence is never all zeros, and the recogniser
    // stumbles on digital silence) seeded the same each time (-R), so a file made again is the same bytes.
    ...requestRecordings().map((r) => ({
      file: r.file,
      say: r.say,
      voice: r.voice,
      speed: r.speed,
      pad: '0.25',
      sox: ['-R'],
      trim: ['silence', '1', '0.02', '0.5%', 'reverse', 'silence', '1', '0.02', '0.5%', 'reverse'],
    })),
  ];
  const wanted = jobs.filter((job) => all || !existsSync(path.join(DIR, job.file)));
  if (wanted.length === 0) {
    console.log(`voice phrases: ${jobs.length} WAV files present in tests/fixtures/voice`);
    return;
  }
  await ensureSystemPackages(SPEECH_PACKAGES.map((p) => ({ ...p, optional: false })));
  const work = mkdtempSync(path.join(tmpdir(), 'voice-'));
  try {
    for (const job of wanted) {
      const raw = path.join(work, 'raw.wav');
      const out = path.join(DIR, job.file);
      mkdirSync(path.dirname(out), { recursive: true });
      execFileSync('espeak-ng', ['-v', job.voice, '-s', String(job.speed), '-w', raw, job.say], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      execFileSync('sox', [...job.sox, raw, '-r', '16000', '-c', '1', '-b', '16', out, ...job.trim, 'pad', job.pad, job.pad]);
      console.log(`voice phrases: made ${job.file} ("${job.say}", ${job.voice} at ${job.speed} words a minute)`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await makePhrases({ all: process.argv.includes('--all') });
