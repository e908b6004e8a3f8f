import type { SystemPackage } from './system-packages.mjs';

export declare const PDF_PACKAGES: SystemPackage[];
export declare function ensurePdfTools(): Promise<string[]>;
