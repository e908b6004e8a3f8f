import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Person } from '../../../machines/connections/connections.types';
import { profileFrame } from '../../../machines/domain/user';
import { Avatar } from '../../ui/Avatar';

const messageLink =
  'focus-ring inline-flex items-center rounded-[var(--radius)] border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800';

/**
 * One person in a connections list: their picture with the frame of their user type and their
 * SPEC §6 display name (both as the server sent them), a link to their profile, Message (the
 * one-to-one chat, `/people-chat?u=`), and the row's own actions.
 */
export function PersonRow({ person, children }: { person: Person; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar
        src={person.profile_picture}
        name={person.display_name}
        id={person.user_id}
        size={44}
        frame={profileFrame(person)}
      />
      <Link
        to="/user"
        search={{ u: person.user_name }}
        className="focus-ring min-w-0 flex-1 truncate font-medium text-slate-900 hover:underline dark:text-slate-100"
      >
        {person.display_name}
      </Link>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/people-chat"
          search={{ u: person.user_name }}
          className={messageLink}
          aria-label={`Message ${person.display_name}`}
        >
          Message
        </Link>
        {children}
      </div>
    </li>
  );
}
