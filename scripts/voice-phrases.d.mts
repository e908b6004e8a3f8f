export declare const PHRASES: Array<{ file: string; say: string; transcript: string }>;
export declare const REQUESTS: string[];
export declare const VOICES: string[];
export declare const SPEEDS: number[];
export declare function requestRecordings(): Array<{ voice: string; speed: number; transcript: string; file: string }>;
export declare function ensureSpeechTools(): void;
export declare function makePhrases(options?: { all?: boolean }): void;
