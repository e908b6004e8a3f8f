import { isAdministrator, type User } from './user';

export type MenuMode = 'standard' | 'admin' | 'community' | 'mentorship';

/**
 * SPEC §2: which side menu a path shows. Community mode on paths starting
 * /community (unless the query has isAdmin=true), mentorship mode on paths
 * starting /mentorship; administrators always see theirs.
 */
export function menuMode(user: Pick<User, 'user_type'>, pathname: string, search: URLSearchParams): MenuMode {
  if (isAdministrator(user)) return 'admin';
  if (pathname.startsWith('/community') && search.get('isAdmin') !== 'true') return 'community';
  if (pathname.startsWith('/mentorship')) return 'mentorship';
  return 'standard';
}
