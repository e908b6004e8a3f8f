/** What other folders may use of accounts: the sign-in guard, and the password rule sign-up asks. */
export { accountKeyFor, tryAgainText, type SignInGuard } from './sign-in-guard';
export { PASSWORD_RULE, passwordProblem } from './password-policy';
