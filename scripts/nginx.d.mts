import type { SystemPackage } from './system-packages.mjs';

export declare const NGINX_PACKAGES: SystemPackage[];
export declare function ensureNginx(): Promise<string>;
export declare function nginxConfig(options: { port: number; nodes: number[]; dir: string }): string;
