/**
 * What a voice socket says while it waits for a recogniser (issue #57.7), kept to be
 * transcribed when its turn begins: the speech, not the silence around it. A microphone stays
 * on while its person waits, and what it sends then is mostly silence (the browser's noise
 * suppression makes it near digital silence), and the recogniser, which decodes a grammar,
 * makes words of long silence (measured on the committed phrases): 6.8 s of it before
 * "harbor physical therapy" were heard as "speech therapy in louisville", 10 s alone as "speech
 * therapy", 1.25 s after "autism support in denver" as "autism support in dallas"; and the
 * latest ten seconds of a long wait held only silence, the words said before it gone. So:
 * - before the first speech only the latest `leadMs` are kept (the start of a word is quiet);
 * - a pause after speech is kept up to `gapMs`, a longer one shortened to it;
 * - of what is kept, the latest `limitMs` (the oldest let go).
 * Speech is a 10 ms window louder than `SPEECH_RMS` (-50 dBFS): in the committed test phrases
 * the loudest windows are at 6,500 to 9,400, their dithered silence at 1.
 */

/** 16 kHz: samples in a millisecond. */
const SAMPLES_PER_MS = 16;
/** A 10 ms window. */
const WINDOW = 10 * SAMPLES_PER_MS;
/** Root-mean-square level (of 32,768) above which a window holds speech. */
export const SPEECH_RMS = 100;

export interface WaitingAudioLimits {
  /** The most kept, in milliseconds of audio (the latest). */
  limitMs: number;
  /** Silence kept before the first speech. */
  leadMs?: number;
  /** The longest pause kept after speech; a longer one is shortened to it. */
  gapMs?: number;
}

/** Whether any 10 ms window of `pcm` is louder than silence. */
export function hasSpeech(pcm: Int16Array): boolean {
  for (let start = 0; start < pcm.length; start += WINDOW) {
    const end = Math.min(start + WINDOW, pcm.length);
    let energy = 0;
    for (let i = start; i < end; i += 1) energy += pcm[i]! * pcm[i]!;
    if (energy / (end - start) > SPEECH_RMS * SPEECH_RMS) return true;
  }
  return false;
}

export class WaitingAudio {
  private frames: Int16Array[] = [];
  private kept = 0;
  private heard = false;
  /** Silent samples kept since the last speech. */
  private silence = 0;
  private readonly limit: number;
  private readonly lead: number;
  private readonly gap: number;

  constructor({ limitMs, leadMs = 300, gapMs = 500 }: WaitingAudioLimits) {
    this.limit = limitMs * SAMPLES_PER_MS;
    this.lead = leadMs * SAMPLES_PER_MS;
    this.gap = gapMs * SAMPLES_PER_MS;
  }

  /** Samples kept now. */
  get samples() {
    return this.kept;
  }

  /** Whether any speech was kept. */
  get spoken() {
    return this.heard;
  }

  push(pcm: Int16Array) {
    if (hasSpeech(pcm)) {
      this.heard = true;
      this.silence = 0;
      this.add(pcm);
    } else if (!this.heard) {
      // The lead: the latest `lead` samples of silence before the first speech.
      this.add(pcm.subarray(Math.max(0, pcm.length - this.lead)));
      this.dropOldest(this.kept - this.lead);
    } else {
      const room = this.gap - this.silence;
      if (room <= 0) return;
      const part = pcm.subarray(0, Math.min(room, pcm.length));
      this.silence += part.length;
      this.add(part);
    }
    this.dropOldest(this.kept - this.limit);
  }

  /** What was kept, oldest first; the store is emptied. */
  take(): Int16Array[] {
    const frames = this.frames;
    this.frames = [];
    this.kept = 0;
    return frames;
  }

  private add(pcm: Int16Array) {
    if (pcm.length === 0) return;
    this.frames.push(pcm);
    this.kept += pcm.length;
  }

  /** Lets go of the oldest `count` samples (a frame partly). */
  private dropOldest(count: number) {
    let left = count;
    while (left > 0 && this.frames.length > 0) {
      const first = this.frames[0]!;
      if (first.length <= left) {
        this.frames.shift();
        this.kept -= first.length;
        left -= first.length;
      } else {
        this.frames[0] = first.subarray(left);
        this.kept -= left;
        left = 0;
      }
    }
  }
}
