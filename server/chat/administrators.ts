import type { Server as SocketServer } from 'socket.io';

/** What an administrator's refused chat socket says (`err.message` and `err.data`, as socket.ts's refusals). */
export const NOT_FOR_ADMINISTRATORS = 'Administrators cannot read members\u2019 messages.';

/**
 * The chat socket carries members' messages: an administrator's connection is refused with a
 * connect_error (status 403), as their token is on the chat routes (server/admin/access.ts).
 * Registered after the socket's own check (socket.ts), which has set the user by then; the type
 * is read at each connection, so a type an administrator changes counts at once.
 */
export function refuseAdministrators(io: SocketServer, isAdministrator: (userId: number) => Promise<boolean>) {
  io.use((socket, next) => {
    const userId = (socket.data as { userId?: number }).userId;
    if (!userId) return next();
    isAdministrator(userId).then(
      (refused) =>
        next(
          refused
            ? Object.assign(new Error('not for administrators'), { data: { status: 403, message: NOT_FOR_ADMINISTRATORS } })
            : undefined,
        ),
      (error: unknown) => next(error instanceof Error ? error : new Error('could not check the account')),
    );
  });
}
