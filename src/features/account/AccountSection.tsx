import { EmailSettings } from './EmailSettings';
import { PasswordSettings } from './PasswordSettings';

/** Settings › Account (/settings): the e-mail address and the password. */
export function AccountSection() {
  return (
    <>
      <EmailSettings />
      <PasswordSettings />
    </>
  );
}
