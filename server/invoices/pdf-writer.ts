import { Worker } from 'node:worker_threads';
import type { Invoice } from '../../contract/invoices';

const WORKER_URL = new URL('./pdf.worker.mjs', import.meta.url);

/** Thrown when more PDFs are waiting than the writer takes on from everybody; the route answers 503. */
export class PdfWriterBusy extends Error {}

/** Thrown when one account already has its share of the writer's queue; the route answers 429 to it alone. */
export class PdfWriterShareUsed extends Error {}

export interface PdfWriterLimits {
  /** Documents waiting or being written at once, everybody's together. */
  maxPending: number;
  /** Of those, one account's (issue #57.8: one account filled the queue and everybody else's PDF was a 503). */
  perAccount: number;
}

export const PDF_WRITER_LIMITS: PdfWriterLimits = { maxPending: 64, perAccount: 4 };

interface Job {
  id: number;
  owner: number;
  invoice: Invoice;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Invoice PDFs written by one worker thread (pdf.worker.mjs), started on the first request and
 * kept: a document's layout and compression never hold up other requests. Each account has its
 * own line of at most `perAccount` documents, and the worker is handed one document at a time,
 * taken from the accounts' lines in turn: an account asking again and again waits behind itself,
 * never in front of anyone else, and is refused beyond its share. At most `maxPending` documents
 * wait in all, so many accounts together cannot queue unbounded work.
 */
export class PdfWriter {
  private worker: Worker | null = null;
  /** Each account's waiting documents, in the order the accounts take their turns. */
  private readonly lines = new Map<number, Job[]>();
  /** The document the worker is writing. */
  private writing: Job | null = null;
  private readonly counts = new Map<number, number>();
  private pending = 0;
  private nextId = 0;
  private closed = false;
  private readonly limits: PdfWriterLimits;

  constructor(limits: Partial<PdfWriterLimits> = {}) {
    this.limits = { ...PDF_WRITER_LIMITS, ...limits };
  }

  /** Writes `invoice` for the account `owner` (its share of the queue is counted by it). */
  write(invoice: Invoice, owner: number): Promise<Buffer> {
    if ((this.counts.get(owner) ?? 0) >= this.limits.perAccount)
      return Promise.reject(new PdfWriterShareUsed('this account already has its share of PDFs waiting'));
    if (this.closed || this.pending >= this.limits.maxPending) return Promise.reject(new PdfWriterBusy('PDF writer busy'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: (this.nextId += 1), owner, invoice, resolve, reject };
      this.pending += 1;
      this.counts.set(owner, (this.counts.get(owner) ?? 0) + 1);
      const line = this.lines.get(owner);
      if (line) line.push(job);
      else this.lines.set(owner, [job]);
      this.next();
    });
  }

  /** Stops the worker; what was waiting or being written is refused. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    const jobs = [...(this.writing ? [this.writing] : []), ...[...this.lines.values()].flat()];
    this.lines.clear();
    for (const job of jobs) {
      this.settle(job);
      job.reject(new Error('PDF writer stopped'));
    }
    await worker?.terminate();
  }

  /** Hands the worker the next account's first document when it is free. */
  private next() {
    if (this.writing || this.closed) return;
    const [owner, line] = this.lines.entries().next().value ?? [];
    if (owner === undefined || !line) return;
    const job = line.shift()!;
    // The account goes to the back of the turns (or leaves them with nothing waiting).
    this.lines.delete(owner);
    if (line.length > 0) this.lines.set(owner, line);
    this.writing = job;
    this.start().postMessage({ id: job.id, invoice: job.invoice });
  }

  /** The document written (or not): its place is free, and the next one goes to the worker. */
  private settle(job: Job) {
    if (this.writing === job) this.writing = null;
    // The account just served goes behind every other account waiting.
    const line = this.lines.get(job.owner);
    if (line) {
      this.lines.delete(job.owner);
      this.lines.set(job.owner, line);
    }
    this.pending -= 1;
    const left = (this.counts.get(job.owner) ?? 1) - 1;
    if (left > 0) this.counts.set(job.owner, left);
    else this.counts.delete(job.owner);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    // An idle writer does not keep the process alive (tests and `npm start` stop cleanly).
    worker.unref();
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = this.writing;
      if (!job || job.id !== message.id) return;
      this.settle(job);
      if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else job.reject(new Error(message.error ?? 'PDF not written'));
      this.next();
    });
    worker.on('error', () => {});
    // A crashed writer fails the document it held; the next one starts another.
    worker.on('exit', () => {
      if (this.worker !== worker || this.closed) return;
      this.worker = null;
      const job = this.writing;
      if (job) {
        this.settle(job);
        job.reject(new Error('PDF writer stopped'));
      }
      this.next();
    });
    this.worker = worker;
    return worker;
  }
}
