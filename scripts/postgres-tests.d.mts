export declare const POSTGRES_TAG: RegExp;
export declare function postgresTestFiles(dir?: string): string[];
