import { WS } from '../../node_modules/engine.io-client/build/esm/transports/websocket.js';

/**
 * engine.io-client's transports as the browser build uses them (rsbuild.config.ts puts this module
 * in place of the library's own list, issue #59): the chat socket opens with `transports:
 * ['websocket']` (src/realtime/chatSocket.ts), so HTTP long-polling and WebTransport, which the
 * library's list also brings, are never used and not downloaded.
 */
export const transports = { websocket: WS };
