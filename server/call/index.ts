/** The calls of concierge sessions (issue #61): signalling on the chat socket, the meeting service, the ICE settings. */
export { attachCallSignalling } from './signalling';
export { registerCallRoutes } from './routes';
export { CallSettings, icePolicyFromEnv, iceServersFromEnv } from './ice';
