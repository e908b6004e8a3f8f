// Named imports only, so the bundler keeps just what error reporting uses.
export { init, captureException, flush } from '@sentry/react';
