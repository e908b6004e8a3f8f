import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/account-email';
import { accountDeletionMachine } from '../../../machines/account/accountDeletion.machine';
import { emailChangeMachine } from '../../../machines/account/emailChange.machine';
import { useSession } from '../auth/useSession';
import { dataExportMachine } from '../../../machines/account/dataExport.machine';
import { passwordFormMachine } from '../../../machines/account/passwordForm.machine';
import { useAppSystem } from '../../system/context';
import { saveFile } from '../../ui/saveFile';

/** "Your data" with the account service (src/services/account.ts, loaded with /settings only). */
export function useDataExportLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).account();
    return dataExportMachine.provide({
      actors: {
        requestExport: fromPromise(async () => (await service()).requestExport()),
        readExport: fromPromise(async ({ input, signal }) => (await service()).exportStatus(input.id, signal)),
        downloadExport: fromPromise(async ({ input, signal }) => {
          const file = await (await service()).exportFile(input.id, signal);
          saveFile(file, `neurohealth-data-${new Date().toISOString().slice(0, 10)}.json`);
        }),
      },
    });
  }, [api]);
}

/** The password change with the account service. */
export function usePasswordFormLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      passwordFormMachine.provide({
        actors: {
          changePassword: fromPromise(async ({ input }) => (await api()).account().then((a) => a.changePassword(input))),
        },
      }),
    [api],
  );
}

/**
 * The link's token, read from the address the page was opened with (`/settings?confirm_email=…`),
 * and taken out of it once the page shows (after the render commits: a render that suspends is
 * thrown away and the next must still find it), so a reload or Back does not open the link again.
 */
function useLinkToken(): string | null {
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : new URL(window.location.href).searchParams.get(CONFIRM_EMAIL_PARAM),
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(CONFIRM_EMAIL_PARAM)) return;
    url.searchParams.delete(CONFIRM_EMAIL_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  return token;
}

/** The e-mail change with the account service, and the link's token when the page was opened from it. */
export function useEmailChangeLogic() {
  const { api } = useAppSystem();
  const token = useLinkToken();
  const logic = useMemo(() => {
    const service = async () => (await api()).account();
    return emailChangeMachine.provide({
      actors: {
        readEmail: fromPromise(async () => (await service()).emailStatus()),
        requestChange: fromPromise(async ({ input }) => (await service()).requestEmailChange(input)),
        resendLink: fromPromise(async () => (await service()).resendEmailChange()),
        cancelChange: fromPromise(async () => (await service()).cancelEmailChange()),
        confirmChange: fromPromise(async ({ input }) => (await service()).confirmEmailChange(input.token)),
      },
    });
  }, [api]);
  return { logic, token };
}

/** Account deletion with the account service; Sign out is the session's own. */
export function useAccountDeletionLogic() {
  const { api } = useAppSystem();
  const { signOut } = useSession();
  return useMemo(() => {
    const service = async () => (await api()).account();
    return accountDeletionMachine.provide({
      actors: {
        readDeletion: fromPromise(async () => (await service()).deletionStatus()),
        scheduleDeletion: fromPromise(async ({ input }) => (await service()).scheduleDeletion(input.secret)),
      },
      actions: { signOut: () => signOut() },
    });
    // signOut is a new function each render; the auth actor it sends to is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
}
