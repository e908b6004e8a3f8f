export declare function findChromium(): Promise<string | null>;
export declare function ensureChromium(): Promise<string>;
export declare const CHROMIUM_ARGS: string[];
