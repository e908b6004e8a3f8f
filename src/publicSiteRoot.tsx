import { StrictMode, type ComponentType } from 'react';
import { AppSystemProvider } from './system/context';
import type { AppSystem } from './system/createAppSystem';
import { PublicSite } from './features/public/PublicSite';
import { DisplaySettings } from './features/settings/DisplaySettings';

/**
 * The whole tree of a public page on its own: what scripts/prerender.tsx renders and
 * src/publicSite.tsx hydrates. One component for both, because React's ids (useId, which the
 * contact form's fields and errors are named by) follow the tree's shape: a tree that differs
 * by one sibling hydrates with the page's ids and renders new ones that point nowhere.
 */
export function PublicSiteRoot({ system, path, Page }: { system: AppSystem; path: string; Page: ComponentType }) {
  return (
    <StrictMode>
      <AppSystemProvider system={system}>
        {/* Theme and direction onto <html>, as the app's root route does (renders nothing). */}
        <DisplaySettings />
        <PublicSite path={path} Page={Page} />
      </AppSystemProvider>
    </StrictMode>
  );
}
