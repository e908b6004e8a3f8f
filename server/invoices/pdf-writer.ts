import { Worker } from 'node:worker_threads';
import type { Invoice } from '../../contract/invoices';

const WORKER_URL = new URL('./pdf.worker.mjs', import.meta.url);

/** Thrown when more PDFs are waiting than the writer takes on; the route answers 503. */
export class PdfWriterBusy extends Error {}

/**
 * Invoice PDFs written by one worker thread (pdf.worker.mjs), started on the first request and
 * kept: a document's layout and compression never hold up other requests. At most `maxPending`
 * documents wait at once, so one account asking again and again cannot queue unbounded work.
 */
export class PdfWriter {
  private worker: Worker | null = null;
  private pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(private readonly maxPending = 16) {}

  write(invoice: Invoice): Promise<Buffer> {
    if (this.pending.size >= this.maxPending) return Promise.reject(new PdfWriterBusy('PDF writer busy'));
    const worker = this.start();
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, invoice });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    // An idle writer does not keep the process alive (tests and `npm start` stop cleanly).
    worker.unref();
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.pdf) job?.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else job?.reject(new Error(message.error ?? 'PDF not written'));
    });
    worker.on('error', () => {});
    // A crashed writer fails what it held; the next request starts another.
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.pending.values()) job.reject(new Error('PDF writer stopped'));
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }
}
