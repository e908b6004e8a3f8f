// Named imports only, so the bundler keeps just what error reporting uses.
export { init, captureException, captureMessage, flush } from '@sentry/react';
