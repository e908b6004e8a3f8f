import type { DisplaySettings } from '../../../machines/domain/settings';

/** Display settings persist in local storage: they are preferences, not secrets. */
const KEY = 'neurohealth.display-settings';

export function readStoredSettings(): Partial<DisplaySettings> | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<DisplaySettings>) : null;
  } catch {
    return null;
  }
}

export function storeSettings(settings: DisplaySettings): void {
  try {
    const { mode, direction, layout } = settings;
    window.localStorage.setItem(KEY, JSON.stringify({ mode, direction, layout }));
  } catch {
    // Storage full or blocked (private mode): the setting still applies for this visit.
  }
}
