/** What other folders may use of docs: its routes (app.ts) and the contract's entries (tests). */
export { registerDocs } from './routes';
export { contractEntries, contractFiles, type ContractEntries, type Named } from './contract-entries';
export { openApiDocument, openApiPath } from './openapi';
