/** The calls of concierge sessions (issue #61): signalling on the chat socket, the meeting service, the ICE settings. */
export { attachCallSignalling } from './signalling';
export { registerCallRoutes } from './routes';
export { CallSettings, icePolicyFromEnv, iceServersFromEnv } from './ice';
/** When a session's two people may be in its call: the notes' rule for editing its shared note too. */
export { mayJoin } from './access';
