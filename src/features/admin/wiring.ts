import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { memberActionsMachine } from '../../../machines/admin/memberActions.machine';
import { auditLogMachine, type AuditFilters } from '../../../machines/admin/auditLog.machine';
import { membersListMachine } from '../../../machines/admin/membersList.machine';
import { saveFile } from '../../ui/saveFile';
import { useAppSystem } from '../../system/context';

/* /admin-members' machines with the admin service (src/services/admin.ts, loaded by the admin pages only). Nothing else. */

export function useMembersListLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      membersListMachine.provide({
        actors: { loadMembers: fromPromise(async ({ input }) => (await (await api()).admin()).members(input)) },
      }),
    [api],
  );
}

export function useMemberActionsLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      memberActionsMachine.provide({
        actors: {
          open: fromPromise(async ({ input }) => (await (await api()).admin()).member(input.memberId, input.reason)),
          act: fromPromise(async ({ input }) => {
            const admin = await (await api()).admin();
            const { memberId, reason } = input;
            switch (input.kind) {
              case 'suspend':
                return admin.act(memberId, { kind: 'suspend', reason, until: input.until });
              case 'unsuspend':
                return admin.act(memberId, { kind: 'unsuspend', reason });
              case 'changeType':
                return admin.act(memberId, { kind: 'changeType', reason, userType: input.userType });
              case 'unlock':
                return admin.act(memberId, { kind: 'unlock', reason });
              case 'signOutEverywhere':
                return admin.act(memberId, { kind: 'signOutEverywhere', reason });
            }
          }),
        },
      }),
    [api],
  );
}

export function useAuditLogLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      auditLogMachine.provide({
        actors: { loadAudit: fromPromise(async ({ input }) => (await (await api()).admin()).audit(input)) },
      }),
    [api],
  );
}

/** The CSV of the log with the filters shown, saved as a file. */
export function useAuditExport() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      async ({ page: _page, ...filters }: AuditFilters) =>
        saveFile(await (await (await api()).admin()).auditCsv(filters), 'audit-log.csv'),
    [api],
  );
}
