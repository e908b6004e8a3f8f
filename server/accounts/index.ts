/** What other folders may use of accounts: the sign-in guard, the password rule sign-up asks, and a user as users/me shows them. */
export { accountKeyFor, tryAgainText, type SignInGuard } from './sign-in-guard';
export { PASSWORD_RULE, passwordProblem } from './password-policy';
export { presentUser } from './present';
