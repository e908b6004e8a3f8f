// pdftotext (Debian's poppler-utils), with which the e2e test reads the text of an invoice PDF
// the server wrote (tests/e2e/account.spec.ts). npm test installs it with the suite's other
// system packages before its first phase (scripts/system-packages.mjs); run alone, this does.
import { ensureSystemPackages, onPath } from './system-packages.mjs';

export const PDF_PACKAGES = [
  {
    name: 'poppler-utils',
    why: 'pdftotext, with which the account e2e reads an invoice PDF',
    present: () => onPath('pdftotext'),
  },
];

export const ensurePdfTools = () => ensureSystemPackages(PDF_PACKAGES);

if (import.meta.url === `file://${process.argv[1]}`) await ensurePdfTools();
