import type { SystemPackage } from './system-packages.mjs';

export declare function findChromium(): Promise<string | null>;
export declare function findTestChromium(): Promise<string | null>;
export declare const BROWSER_PACKAGES: SystemPackage[];
export declare const TEST_BROWSER_PACKAGES: SystemPackage[];
export declare function ensureChromium(options?: { shell?: boolean }): Promise<string>;
export declare const CHROMIUM_ARGS: string[];
export declare const TEST_CHROMIUM_ARGS: string[];
