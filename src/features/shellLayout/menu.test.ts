import { describe, expect, it } from 'vitest';
import { menuMode, sideMenu } from './menu';
import { displayName, homePathFor, profileFrame, profilePicture, type User } from '../../../machines/domain/user';
import { formatBadgeCount } from '../../../machines/domain/constants';

const base: User = {
  user_id: 1,
  user_name: 'sam',
  email: 's@example.test',
  first_name: 'Sam',
  last_name: 'Rivera',
  profile_picture: '/p.svg',
  user_type: 1,
  is_mentor: false,
  mentor_detail: null,
  care_provider_detail: null,
};
const as = (patch: Partial<User>): User => ({ ...base, ...patch });
const labels = (user: User, path: string, query = '') =>
  sideMenu(user, menuMode(user, path, new URLSearchParams(query))).map((e) => e.label);

describe('side menu (SPEC §2, §6)', () => {
  it('standard users and mentors get the nine entries in order', () => {
    const expected = [
      'Dashboard',
      'Concierge',
      'Providers',
      'Ask Nora',
      'Calendar',
      'Community',
      'Resource Hub',
      'Screening Tools',
      'Favorites',
    ];
    expect(labels(base, '/dashboard')).toEqual(expected);
    expect(labels(as({ is_mentor: true }), '/calendar')).toEqual(expected);
  });

  it('administrators get only the admin entries, on any path', () => {
    const admin = as({ user_type: 99 });
    expect(labels(admin, '/admin')).toEqual(['Concierge', 'Feed', 'Members', 'Providers', 'Questions', 'Communities']);
    expect(labels(admin, '/community')).toEqual(labels(admin, '/admin'));
  });

  it('community mode on /community paths, but not with isAdmin=true', () => {
    expect(labels(base, '/community/threads')).toEqual(['Back to Dashboard', 'Feed', 'Questions', 'Discover']);
    expect(menuMode(base, '/community', new URLSearchParams('isAdmin=true'))).toBe('standard');
  });

  it('mentorship mode: providers and coordinators host, others book', () => {
    expect(labels(as({ user_type: 4 }), '/mentorship')).toEqual([
      'Back to Dashboard',
      'Concierge',
      'Bookings',
      'Reviews',
      'Availability',
      'FAQ',
      'Notes',
      'Add Note',
    ]);
    expect(labels(as({ user_type: 5 }), '/mentorship/notes')).toContain('Availability');
    expect(labels(as({ user_type: 2 }), '/mentorship')).toEqual([
      'Back to Dashboard',
      'Concierge',
      'Book a Session',
      'My bookings',
      'Reviews',
      'Notes',
      'Add Note',
    ]);
  });
});

describe('display rules (SPEC §6)', () => {
  it('names: mentors and type 5 by full name, type 4 by provider name, others by user name', () => {
    expect(displayName(base)).toBe('sam');
    expect(displayName(as({ is_mentor: true }))).toBe('Sam Rivera');
    expect(displayName(as({ user_type: 5 }))).toBe('Sam Rivera');
    expect(displayName(as({ user_type: 4, care_provider_detail: { provider_name: 'Brightpath' } }))).toBe('Brightpath');
    expect(displayName(as({ user_type: 4 }))).toBe('sam');
  });

  it('a mentor picture comes from mentor_detail', () => {
    expect(profilePicture(as({ is_mentor: true, mentor_detail: { profile_picture: '/m.svg' } }))).toBe('/m.svg');
    expect(profilePicture(base)).toBe('/p.svg');
  });

  it('frames for types 1, 2, 4, 5; none for administrators; homes by role', () => {
    expect([1, 2, 4, 5, 99].map((t) => profileFrame({ user_type: t }))).toEqual([
      'looking-for-care',
      'looking-for-care',
      'care-provider',
      'care-coordinator',
      null,
    ]);
    expect(homePathFor({ user_type: 99 })).toBe('/admin');
    expect(homePathFor({ user_type: 4 })).toBe('/dashboard');
  });

  it('badges cap at 99+', () => {
    expect([0, 7, 99, 100, 4321].map(formatBadgeCount)).toEqual(['0', '7', '99', '99+', '99+']);
  });
});
