export declare const SEEDED_DIR_VARIABLE: string;
export declare function seedDataDir(options: { port: number; staticDir?: string; timeoutMs?: number }): Promise<string>;
export declare function freshDataDir(prefix: string): string;
