import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../machines/domain/user';
import { Route as AdminLayout } from '../routes/_app/_admin';
import { Route as MemberLayout } from '../routes/_app/_member';

/**
 * SPEC §6: administrators have their own pages and everyone else the members' ones. Each layout's
 * guard runs as the router runs it before loading any page under it (/admin, /admin-members… under
 * `_admin`; /dashboard, /community, /people-chat… under `_member`). Moved here from the browser
 * (tests/e2e/auth.spec.ts, issue #58); tests/e2e/shell.spec.ts still sees an administrator's
 * member path land on /admin in Chromium.
 */
const sentTo = (layout: typeof AdminLayout | typeof MemberLayout, user_type: number | null) => {
  const beforeLoad = layout.options.beforeLoad as ((match: unknown) => unknown) | undefined;
  try {
    beforeLoad?.({ context: { user: user_type === null ? null : { user_type } } });
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options;
  }
};

const MEMBERS = [USER_TYPE.caregiver, USER_TYPE.careSeeker, USER_TYPE.careProvider, USER_TYPE.careCoordinator];

describe('the administrators’ and the members’ pages', () => {
  it('sends anyone but an administrator from an administrator’s page to their dashboard, in place of the page', () => {
    for (const type of MEMBERS) expect(sentTo(AdminLayout, type)).toMatchObject({ to: '/dashboard', replace: true });
    expect(sentTo(AdminLayout, USER_TYPE.administrator)).toBeNull();
  });

  it('sends an administrator from a member’s page to /admin, in place of the page, and lets members in', () => {
    expect(sentTo(MemberLayout, USER_TYPE.administrator)).toMatchObject({ to: '/admin', replace: true });
    for (const type of MEMBERS) expect(sentTo(MemberLayout, type)).toBeNull();
  });

  it('leaves a visitor not yet signed in to the app’s own sign-in step', () => {
    expect(sentTo(AdminLayout, null)).toBeNull();
    expect(sentTo(MemberLayout, null)).toBeNull();
  });
});
