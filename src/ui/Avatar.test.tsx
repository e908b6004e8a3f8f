// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayName, type User } from '../../machines/domain/user';
import { testUsers } from '../testing/users';
import { Avatar, avatarColour, initialsOf } from './Avatar';

afterEach(cleanup);

const person = (over: Partial<User>): User => ({ ...testUsers.caregiver, ...over });
const priya = person({ user_id: 3, user_name: 'mentor', first_name: 'Priya', last_name: 'Nair', is_mentor: true });
const jordan = person({ user_id: 5, user_name: 'coordinator', first_name: 'Jordan', last_name: 'Lee', user_type: 5 });
const practice = person({
  user_id: 4,
  user_name: 'provider',
  user_type: 4,
  care_provider_detail: { provider_name: 'Brightpath Neuro Therapy' },
});
const daniel = person({ user_id: 2, user_name: 'careseeker', first_name: 'Daniel', last_name: 'Reyes', user_type: 2 });
const maya = person({ user_id: 1, user_name: 'caregiver', first_name: 'Maya', last_name: 'Thompson', user_type: 1 });

const shown = (user: User) => {
  const { container } = render(<Avatar src={null} name={displayName(user)} id={user.user_id} />);
  const disc = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
  return { initials: disc.textContent, colour: disc.parentElement!.style.backgroundColor };
};

describe('avatars (#28.7)', () => {
  it('show the initials of the SPEC §6 display name, not of the user name', () => {
    expect(shown(priya).initials).toBe('PN');
    expect(shown(jordan).initials).toBe('JL');
    expect(shown(practice).initials).toBe('BT');
    // Care-seekers and caregivers are shown by their user name (SPEC §6).
    expect(shown(daniel).initials).toBe('C');
    expect(initialsOf('nina.okafor')).toBe('NO');
  });

  it('take their colour from the user id, so two people whose names start alike differ', () => {
    const [a, b] = [shown(maya), shown(daniel)];
    expect(a.initials).toBe(b.initials);
    expect(a.colour).not.toBe(b.colour);
    for (let id = 1; id < 20; id++) expect(avatarColour(id)).not.toBe(avatarColour(id + 1));
  });
});
