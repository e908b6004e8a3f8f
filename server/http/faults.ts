import type * as z from 'zod/mini';
import type { fault } from '../../contract/dev';

/** A fault as POST /__dev/faults takes it (contract/dev.ts). */
export type FaultInput = z.output<typeof fault>;
export interface Fault extends FaultInput {
  id: number;
  /** Remaining applications; undefined means unlimited. */
  remaining?: number | undefined;
}

/** In-memory fault registry for the error-path tests of SPEC §8; one per server instance. */
export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  private listeners = new Set<(fault: Fault) => void>();

  add(input: FaultInput): Fault {
    // A fault without status, delay or drop would do nothing; default to a 500 as documented.
    const status = input.status ?? (input.delayMs !== undefined || input.dropStream ? undefined : 500);
    const fault: Fault = { ...input, status, id: this.nextId++, remaining: input.times };
    this.faults.push(fault);
    // Long-lived streams (SSE) listen here so a dropStream fault also cuts the ones already open.
    for (const listener of this.listeners) listener(fault);
    return fault;
  }

  /** Called with every fault added from now on; returns the unsubscribe function. */
  onAdded(listener: (fault: Fault) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether `fault` applies to a request with this method and path (without counting a use). */
  static matches(fault: Fault, method: string, path: string): boolean {
    return (!fault.method || fault.method.toUpperCase() === method.toUpperCase()) && path.startsWith(fault.path);
  }

  /** Counts one use of a fault that is still registered; false once it is used up or cleared. */
  use(fault: Fault): boolean {
    if (!this.faults.includes(fault)) return false;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return true;
  }

  list(): Fault[] {
    return [...this.faults];
  }

  clear(): void {
    this.faults = [];
  }

  /** Finds the first matching fault and counts one use of it. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => FaultRegistry.matches(f, method, path));
    if (!fault) return undefined;
    this.use(fault);
    return fault;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
