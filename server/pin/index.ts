/** What other folders may use of the PIN: the unlocks kept per session, and setting a PIN (the demo seed). */
export type { PinUnlocks } from './unlocks';
export { replacePin } from './pins';
