import { useEffect } from 'react';
import { DEFAULT_SETTINGS } from '../../../machines/domain/settings';
import { useSystemSelector } from '../../system/context';

/**
 * Renders the settings actor's snapshot onto <html>: theme, direction and the
 * SPEC §9 dimensions. Nothing is decided here; it only mirrors the actor.
 */
export function DisplaySettings() {
  const settings = useSystemSelector('settings', (s) => s.context, DEFAULT_SETTINGS);
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = settings.mode;
    html.dir = settings.direction;
    html.dataset.layout = settings.layout;
    html.style.setProperty('--sidebar-width', `${settings.sidebarWidth}px`);
    html.style.setProperty('--mini-sidebar-width', `${settings.miniSidebarWidth}px`);
    html.style.setProperty('--topbar-height', `${settings.topbarHeight}px`);
    html.style.setProperty('--radius', `${settings.borderRadius}px`);
  }, [settings]);
  return null;
}
