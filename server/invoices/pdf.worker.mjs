// Writes invoice PDFs with pdfkit in a worker thread, so laying out and compressing a document
// never runs on the server's event loop. Plain JavaScript: a worker thread is started by file
// path, in the server (tsx) and in the tests (vitest) alike, without a TypeScript loader.
// pdf-writer.ts is the only sender: { id, invoice } in, { id, pdf } or { id, error } out.
import { parentPort } from 'node:worker_threads';
import PDFDocument from 'pdfkit';

const PRODUCT = 'NeuroHealth Care';
const LOCALE = 'en-US';
const LEFT = 56;
const RIGHT = 539; // A4 is 595 points wide; 56 points of margin on each side.

function money(cents, currency) {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(cents / 100);
}

function day(isoDate) {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The invoice as a tagged PDF (headings, paragraphs, a table of lines), in memory. */
function write(invoice) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      tagged: true,
      lang: LOCALE,
      displayTitle: true,
      pdfVersion: '1.7',
      info: { Title: `Invoice ${invoice.number}`, Author: PRODUCT, Subject: invoice.description },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const root = doc.struct('Document');
    doc.addStructure(root);
    const tag = (type, draw) => root.add(doc.struct(type, draw));
    const cell = (type, text, x, y, width, align = 'left') =>
      doc.struct(type, () => doc.text(text, x, y, { width, align, lineBreak: false }));

    doc.font('Helvetica-Bold').fontSize(20);
    tag('H1', () => doc.text(PRODUCT, LEFT, 56));
    doc.font('Helvetica').fontSize(12);
    tag('P', () => doc.text(`Invoice ${invoice.number}`));
    tag('P', () => doc.text(`Issued ${day(invoice.issued_on)} · Status: ${invoice.status}`));

    doc.moveDown();
    doc.font('Helvetica-Bold');
    tag('H2', () => doc.text('Billed to'));
    doc.font('Helvetica');
    tag('P', () => doc.text([invoice.bill_to.name, ...invoice.bill_to.address].join('\n')));

    doc.moveDown();
    const columns = { description: LEFT, quantity: 330, unit: 380, amount: 460 };
    const widths = { description: 270, quantity: 45, unit: 75, amount: RIGHT - 460 };
    let y = doc.y;
    const table = doc.struct('Table');
    root.add(table);
    doc.font('Helvetica-Bold');
    table.add(
      doc.struct('TR', [
        cell('TH', 'Description', columns.description, y, widths.description),
        cell('TH', 'Qty', columns.quantity, y, widths.quantity, 'right'),
        cell('TH', 'Unit price', columns.unit, y, widths.unit, 'right'),
        cell('TH', 'Amount', columns.amount, y, widths.amount, 'right'),
      ]),
    );
    doc.font('Helvetica');
    for (const line of invoice.lines) {
      y += 20;
      table.add(
        doc.struct('TR', [
          cell('TD', line.description, columns.description, y, widths.description),
          cell('TD', String(line.quantity), columns.quantity, y, widths.quantity, 'right'),
          cell('TD', money(line.unit_amount, invoice.currency), columns.unit, y, widths.unit, 'right'),
          cell('TD', money(line.amount, invoice.currency), columns.amount, y, widths.amount, 'right'),
        ]),
      );
    }
    const totals = [
      ['Subtotal', money(invoice.subtotal, invoice.currency)],
      [`Tax (${(invoice.tax_rate_bp / 100).toLocaleString(LOCALE)}%)`, money(invoice.tax, invoice.currency)],
      ['Total', money(invoice.total, invoice.currency)],
    ];
    y += 10;
    for (const [label, amount] of totals) {
      y += 20;
      if (label === 'Total') doc.font('Helvetica-Bold');
      table.add(
        doc.struct('TR', [
          cell('TH', label, columns.unit, y, widths.unit, 'right'),
          cell('TD', amount, columns.amount, y, widths.amount, 'right'),
        ]),
      );
    }
    table.end();
    doc.font('Helvetica').fontSize(9);
    tag('P', () =>
      doc.text(`${PRODUCT} (beta). Amounts in ${invoice.currency}. No payment is taken through this product.`, LEFT, y + 48, {
        width: RIGHT - LEFT,
      }),
    );
    root.end();
    doc.end();
  });
}

parentPort.on('message', async ({ id, invoice }) => {
  try {
    const pdf = await write(invoice);
    // Sent as a transferable buffer: no copy back to the server's thread.
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
