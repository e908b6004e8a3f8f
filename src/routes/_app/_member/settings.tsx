import { createFileRoute } from '@tanstack/react-router';
import { runsSessions } from '../../../../machines/domain/user';
import { useSession } from '../../../features/auth/useSession';
import { MentorStatusSettings } from '../../../features/booking/MentorStatusSettings';
import { PinSettings } from '../../../features/pin/PinSettings';
import { BlockedSettings } from '../../../features/messaging/BlockedSettings';
import { DataExportSettings } from '../../../features/account/DataExportSettings';
import { PasswordSettings } from '../../../features/account/PasswordSettings';
import { PAGE_COLUMN, READING_WIDTH } from '../../../ui/layout';

export const Route = createFileRoute('/_app/_member/settings')({
  head: () => ({ meta: [{ title: 'Settings · NeuroHealth Care' }] }),
  component: SettingsPage,
});

function SettingsPage() {
  const { user } = useSession();
  return (
    <div className={`${PAGE_COLUMN} space-y-6`}>
      <h1 className="text-2xl font-semibold">Settings</h1>
      <div className={`${READING_WIDTH} space-y-6`}>
        <PasswordSettings />
        <PinSettings />
        {/* Concierges (care providers and coordinators) run sessions: their mentor status lives here. */}
        {user && runsSessions(user) ? <MentorStatusSettings isMentor={user.is_mentor} /> : null}
        <BlockedSettings />
        <DataExportSettings />
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="not-available">
          Account settings are not available yet in this beta. A concierge's time zone is set under Availability. Theme, direction
          and layout are in the display settings (the gear in the top bar).
        </p>
      </div>
    </div>
  );
}
