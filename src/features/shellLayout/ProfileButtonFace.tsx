import { displayName, profileFrame, profilePicture, type User } from '../../../machines/domain/user';
import { Avatar } from '../../ui/Avatar';

export const PROFILE_BUTTON_CLASS = 'focus-ring flex items-center gap-2 rounded-full p-1';

/** What the profile menu's button shows, the same before and after the menu's code loads (LazyProfileMenu). */
export function ProfileButtonFace({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <>
      {/* Named by text, not aria-label: the avatar's initials show while the picture loads, and a
          label that does not contain the visible text fails WCAG 2.5.3 (label in name). */}
      <span className="sr-only">Profile menu for {name}</span>
      <Avatar src={profilePicture(user)} name={name} id={user.user_id} frame={profileFrame(user)} />
    </>
  );
}
