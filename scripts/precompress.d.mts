export declare function precompress(root: string): { files: number; before: number; after: number };
