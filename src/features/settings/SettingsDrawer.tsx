import { useSystemActor, useSystemTag } from '../../system/context';
import { Drawer } from '../../ui/Drawer';
import { DisplayChoices } from './DisplayChoices';

/**
 * SPEC §2 settings drawer: theme, direction and layout, applied at once and
 * persisted by the settings actor. Open and closed are the actor's states.
 */
export function SettingsDrawer() {
  // Loaded when first opened (AppShell): RadioGroup and the dialog stay out of the page's first load.
  const settings = useSystemActor('settings');
  const open = useSystemTag('settings', 'drawer open');
  return (
    <Drawer
      open={open}
      onClose={() => settings?.send({ type: 'settings.close' })}
      title="Display settings"
      side="end"
      width="w-80"
      testId="settings-drawer"
    >
      <div className="p-4">
        <DisplayChoices />
      </div>
    </Drawer>
  );
}
