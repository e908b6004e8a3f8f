import { randomUUID } from 'node:crypto';
import { EXPORT_SECTIONS } from '../../contract/account';
import type { Database } from '../db/types';
import * as store from './export-store';

/** How long a ready file is offered before it is emptied. */
export const EXPORT_KEEP_HOURS = 24;

/**
 * Prepares exports as background jobs: a request answers 202 at once with the export preparing,
 * and the job gathers one section after another on its own (each a query over the person's own
 * rows, its progress written after each), then keeps the file. At most `concurrency` jobs run
 * at once across the server, so many requests do not crowd out other work; more wait their turn.
 */
export class ExportJobs {
  private running = 0;
  private waiting: (() => void)[] = [];
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly concurrency = 2,
  ) {}

  /**
   * The person's export still preparing (or asked for in the last minute), or a new one started.
   * Parallel requests take turns on the person's row, so a burst starts one export (#57.13); the
   * partial unique index on preparing exports holds it too.
   */
  async request(userId: number): Promise<store.ExportRow> {
    const { row, started } = await this.db.transaction(async (tx) => {
      await store.lockPerson(tx, userId);
      const recent = await store.recentExport(tx, userId);
      if (recent) return { row: recent, started: false };
      const inserted = await store.insertExport(tx, userId, randomUUID());
      if (!inserted) throw new Error('an export was claimed outside the person’s lock');
      return { row: inserted, started: true };
    });
    return started ? this.start(row, userId) : row;
  }

  private start(row: store.ExportRow, userId: number): store.ExportRow {
    const job = this.run(row.id, userId).finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
    return row;
  }

  /** Resolves when every job started so far has ended (tests; a closing server). */
  async settled(): Promise<void> {
    await Promise.all(this.inFlight);
  }

  private async run(id: string, userId: number): Promise<void> {
    await this.turn();
    try {
      const file: Record<string, unknown> = { exported_at: new Date().toISOString(), product: 'NeuroHealth Care' };
      for (const [i, section] of EXPORT_SECTIONS.entries()) {
        file[section] = await store.readSection(this.db, section, userId);
        if (i < EXPORT_SECTIONS.length - 1)
          await store.setProgress(this.db, id, Math.round(((i + 1) / EXPORT_SECTIONS.length) * 100));
        // Let other requests in between sections: a large export does not hold the loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await store.finishExport(this.db, userId, id, JSON.stringify(file, null, 2), EXPORT_KEEP_HOURS);
    } catch {
      await store.failExport(this.db, id).catch(() => {});
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running += 1;
        resolve();
      }),
    );
  }
}
