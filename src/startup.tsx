import { createRoot } from 'react-dom/client';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { reportError, startReporting } from './reporting/reporting';
import { StartupError } from './features/errors/StartupError';

/**
 * How both entries start (src/main.tsx, src/publicSite.tsx): the runtime config, then error
 * reporting. Without the config nothing can sign in, so the page says so plainly, offers a reload
 * and reports it (a malformed config may still name where errors go: it is used for this one);
 * null then, and the entry stops.
 */
export async function configOrStartupError(container: HTMLElement): Promise<AppConfig | null> {
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    const dsn = error instanceof ConfigError ? error.fallbackDsn : null;
    startReporting({ sentry: { dsn: dsn ?? '', environment: 'startup' } });
    reportError(error, { flow: 'startup' });
    // Over a prerendered page too: its sign-in controls could never work.
    container.replaceChildren();
    createRoot(container).render(<StartupError />);
    return null;
  }
  startReporting(config);
  return config;
}

/**
 * The live actor panel (Alt+Shift+A): development, or a build whose /config.json turns it on. It
 * inspects the system from its creation, so it is loaded before the system is made.
 */
export async function actorPanelFor(config: AppConfig) {
  return import.meta.env.DEV || config.devtools.actorPanel
    ? await import('./features/actorPanel/installActorPanel').then((m) => m.installActorPanel())
    : undefined;
}
