import { useSystemActor } from '../../system/context';
import { Icon } from '../../ui/icons';

/** The header button that opens the drawer. */
export function SettingsButton() {
  const settings = useSystemActor('settings');
  return (
    <button
      type="button"
      onClick={() => settings?.send({ type: 'settings.open' })}
      aria-label="Display settings"
      className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Icon name="settings" />
    </button>
  );
}
