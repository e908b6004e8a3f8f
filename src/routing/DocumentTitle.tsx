import { useTags } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

/**
 * The page's title from the matched routes' head() (the deepest route's, as TanStack's
 * HeadContent picks it). HeadContent renders a <title> element where it stands and leaves it to
 * React 19 to move it into <head>; the app renders with Preact (shims/react-preact/README.md),
 * which does not move it, so the title is set on the document here. The routes' head() only
 * ever gives a title: the public pages' descriptions and social tags are in their prerendered HTML.
 */
export function DocumentTitle() {
  const title = useTags().find((tag) => tag.tag === 'title')?.children;
  useLayoutEffect(() => {
    if (typeof title === 'string' && title !== '') document.title = title;
  }, [title]);
  return null;
}
