/** What other folders may use of the PIN: the unlocks kept per session, setting a PIN (the demo seed), and checking one (account deletion). */
export type { PinUnlocks } from './unlocks';
export { checkPin, replacePin } from './pins';
