/** What the server's composition uses of the beta feedback: its tables and routes. */
export { FEEDBACK_SCHEMA, FEEDBACK_TABLES } from './schema';
export { registerFeedback, registerFeedbackAdmin } from './routes';
