import type { ComponentType } from 'react';
import { PublicLayout } from './PublicLayout';
import { CurrentPublicPath } from './SiteLink';

/**
 * A public page on its own (no router): what the build prerenders and src/publicSite.tsx hydrates,
 * one tree for both so the markup matches. Its links are plain links to the next document.
 */
export function PublicSite({ path, Page }: { path: string; Page: ComponentType }) {
  return (
    <CurrentPublicPath.Provider value={path}>
      <PublicLayout>
        <Page />
      </PublicLayout>
    </CurrentPublicPath.Provider>
  );
}
