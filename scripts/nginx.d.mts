export declare function ensureNginx(): string;
export declare function nginxConfig(options: { port: number; nodes: number[]; dir: string }): string;
