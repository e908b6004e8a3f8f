import type { DisplaySettings } from '../../../machines/domain/settings';
import type { SettingsContext, StoredSettings } from '../../../machines/settings/settings.machine';

/** Display settings persist in local storage: they are preferences, not secrets. */
const KEY = 'neurohealth.display-settings';

export function readStoredSettings(): StoredSettings | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSettings) : null;
  } catch {
    return null;
  }
}

/** The choices, and the account's version when they are in step with it (so another browser's newer save wins at sign-in). */
export function storeSettings(settings: DisplaySettings & Partial<Pick<SettingsContext, 'version' | 'origin'>>): void {
  try {
    const { mode, direction, layout } = settings;
    const version = settings.origin === 'account' ? { version: settings.version } : {};
    window.localStorage.setItem(KEY, JSON.stringify({ mode, direction, layout, ...version }));
  } catch {
    // Storage full or blocked (private mode): the setting still applies for this visit.
  }
}
