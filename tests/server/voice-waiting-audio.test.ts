/** What a voice socket keeps while it waits for a recogniser (server/voice/waiting-audio.ts, issue #57.7). */
import { describe, expect, it } from 'vitest';
import { hasSpeech, SPEECH_RMS, WaitingAudio } from '../../server/voice/waiting-audio';

/** `ms` of a tone at `level` (a square wave: its RMS is its level), or of silence. */
const tone = (ms: number, level = 3_000) => Int16Array.from({ length: ms * 16 }, (_, i) => (i % 32 < 16 ? level : -level));
const silence = (ms: number) => new Int16Array(ms * 16);
const joined = (frames: Int16Array[]) => Int16Array.from(frames.flatMap((frame) => [...frame]));

describe('the audio kept while waiting', () => {
  it('tells speech from a quiet room by the loudness of any 10 ms', () => {
    expect(hasSpeech(silence(100))).toBe(false);
    expect(hasSpeech(tone(100, SPEECH_RMS / 2))).toBe(false);
    expect(hasSpeech(Int16Array.from([...silence(90), ...tone(10, SPEECH_RMS * 2)]))).toBe(true);
  });

  it('keeps only a short lead of silence before the words, and shortens a long pause after them', () => {
    const kept = new WaitingAudio({ limitMs: 10_000, leadMs: 300, gapMs: 500 });
    for (let i = 0; i < 50; i += 1) kept.push(silence(100));
    kept.push(tone(200));
    kept.push(silence(2_000));
    kept.push(tone(100));
    expect(kept.spoken).toBe(true);
    expect(kept.samples).toBe((300 + 200 + 500 + 100) * 16);
    expect(joined(kept.take())).toEqual(Int16Array.from([...silence(300), ...tone(200), ...silence(500), ...tone(100)]));
    expect(kept.samples).toBe(0);
  });

  it('keeps the latest of the words beyond its bound', () => {
    const kept = new WaitingAudio({ limitMs: 1_000 });
    const words = Int16Array.from({ length: 3_000 * 16 }, (_, i) => (i % 32 < 16 ? 2_000 + (i % 7) : -2_000));
    for (let i = 0; i < words.length; i += 1_600) kept.push(words.slice(i, i + 1_600));
    expect(kept.samples).toBe(1_000 * 16);
    expect(joined(kept.take())).toEqual(words.slice(-1_000 * 16));
  });

  it('has heard nothing from silence alone', () => {
    const kept = new WaitingAudio({ limitMs: 10_000 });
    kept.push(silence(5_000));
    expect(kept.spoken).toBe(false);
    expect(kept.samples).toBe(300 * 16);
  });
});
