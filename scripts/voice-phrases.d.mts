import type { SystemPackage } from './system-packages.mjs';

export declare const PHRASES: Array<{ file: string; say: string; transcript: string }>;
export declare const REQUESTS: Array<string | { say: string; text: string }>;
export declare const VOICES: string[];
export declare const SPEEDS: number[];
export declare function requestRecordings(): Array<{
  voice: string;
  speed: number;
  say: string;
  transcript: string;
  file: string;
}>;
export declare const SPEECH_PACKAGES: SystemPackage[];
export declare function makePhrases(options?: { all?: boolean }): Promise<void>;
