// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayName, type User } from '../../machines/domain/user';
import { testUsers } from '../testing/users';
import { avatarColour, initialsOf } from '../../contract/web-avatars';
import { Avatar } from './Avatar';

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

describe('the server’s initials avatar', () => {
  const image = (src: string | null, id?: number) =>
    render(<Avatar src={src} name="Maya Thompson" id={id} size={96} />).container.querySelector('img');

  it('of a person is drawn as their initials on their colour, not loaded as a picture', () => {
    expect(image('/public/avatars/caregiver.svg', 1)).toBeNull();
    expect(image('http://localhost:4000/public/avatars/mentor-mentor.svg', 3)).toBeNull();
    const { container } = render(<Avatar src="/public/avatars/caregiver.svg" name="Maya Thompson" id={1} size={96} />);
    const disc = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(disc.textContent).toBe('MT');
    // The server's proportion: 52 of 128.
    expect(disc.parentElement!.style.fontSize).toBe('39px');
  });

  it('still loads a picture someone uploaded, and any picture of an unknown colour (no user id)', () => {
    expect(image('/public/profile-pictures/7.webp', 1)?.getAttribute('src')).toBe('/public/profile-pictures/7.webp');
    expect(image('/public/avatars/brightpath-neuro-therapy.svg')?.getAttribute('src')).toBe(
      '/public/avatars/brightpath-neuro-therapy.svg',
    );
    expect(image('/public/avatars/../profile-pictures/x.svg', 1)).not.toBeNull();
  });
});
