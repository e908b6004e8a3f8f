import type { ComponentType } from 'react';
import { PublicLayout } from './PublicLayout';
import { CurrentPublicPath } from './SiteLink';

/**
 * A public page on its own (no router): the public frame and the page, at its address, so its
 * links are plain links to the next document. src/publicSiteRoot.tsx wraps it in the one tree the
 * build prerenders and src/publicSite.tsx hydrates.
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
