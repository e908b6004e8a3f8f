import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { rootMachine } from '../../machines/root.machine';
import { countsMachine } from '../../machines/counts.machine';
import type { User } from '../../machines/domain/user';
import { testMachineModel } from './model';

const user: User = {
  user_id: 3, user_name: 'mentor', email: 'm@example.test', first_name: 'Priya', last_name: 'Nair',
  profile_picture: null, user_type: 1, is_mentor: true, mentor_detail: null, care_provider_detail: null,
};
const three = fromPromise<number, { userId: number }>(async () => 3);

describe('root machine', () => {
  it('runs settings and auth always, and the counts only while signed in', async () => {
    const machine = rootMachine.provide({
      actors: {
        counts: countsMachine.provide({
          actors: { loadNotificationCount: three, loadUnreadChatCount: three, loadPendingInvitationCount: three },
        }),
      },
    });
    await testMachineModel({
      machine,
      input: { storedSettings: { mode: 'dark' } },
      events: [{ type: 'session.started', user }, { type: 'session.ended' }],
      states: {
        'root.signedOut': (s, { system }) => {
          expect(system.get('counts')).toBeUndefined();
          expect(s.context.user).toBeNull();
        },
        'root.signedIn': (s, { system }) => {
          expect(s.context.user?.user_name).toBe('mentor');
          expect(system.get('counts')?.getSnapshot().context.userId).toBe(3);
        },
      },
      always: (_s, { system }) => {
        expect(system.get('auth')).toBeDefined();
        expect(system.get('settings')?.getSnapshot().context.mode).toBe('dark');
      },
    });
  });
});
