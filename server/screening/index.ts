/** What the server's composition uses of screening: its routes and its tables. */
export { registerScreening } from './routes';
export { SCREENING_SCHEMA, SCREENING_TABLES } from './schema';
// The data export and the start's sealing (issue #62).
export { openResult as openScreeningResult, sealAnswers } from './store';
