/** What other folders may use of the OpenID provider: granting the app's own client at sign-in. */
export { ensureFirstPartyGrant } from './grants';
