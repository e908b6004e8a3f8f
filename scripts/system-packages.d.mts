export interface SystemPackage {
  /** The Debian package. */
  name: string;
  /** What it is for, said when it is installed or missing. */
  why: string;
  /** Whether what it provides is here already. */
  present: () => boolean | Promise<boolean>;
  /** The suite runs without it (and says so) where it cannot be installed. */
  optional?: boolean;
}
export declare const LOCK_WAIT_MS: number;
export declare function onPath(command: string): boolean;
export declare function lockHolder(output: string): string | null;
export declare function ensureSystemPackages(
  packages: SystemPackage[],
  options?: {
    aptGet?: string;
    isRoot?: boolean;
    lockWaitMs?: number;
    retryMs?: number;
    log?: (line: string) => void;
    echo?: (text: string) => void;
  },
): Promise<string[]>;
