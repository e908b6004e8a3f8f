// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { profileFrame } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { Avatar, FRAME_LABEL } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { FollowButton } from './FollowButton';
import { useProfilePageLogic } from './wiring';

/** The next free time in the reader's own zone and words. */
const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

const TYPE_LABEL: Record<number, string> = { 1: 'Caregiver', 2: 'Care seeker', 4: 'Care provider', 5: 'Care coordinator' };

/**
 * /user?u={user_name} (SPEC §2, issue #33): picture and frame, display name, user type, bio,
 * Follow / Requested / Following, Message and Block. An unknown name and someone who blocked the
 * reader show the same "not found".
 */
export function ProfilePage({ userName }: { userName: string }) {
  const { user } = useSession();
  if (!userName) return <NotFound />;
  return user ? <Profile key={userName} meId={user.user_id} userName={userName} /> : <Spinner label="Loading profile…" />;
}

function NotFound() {
  return (
    <div className={`${PAGE_COLUMN} ${READING_WIDTH}`}>
      <h1 className="text-2xl font-bold">Profile not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">There is no profile to show at this address.</p>
      <Link
        to="/connectpeople"
        className="focus-ring mt-4 inline-block font-semibold text-brand-700 underline dark:text-teal-200"
      >
        Back to your connections
      </Link>
    </div>
  );
}

function Profile({ meId, userName }: { meId: number; userName: string }) {
  // Asked of the connections owner (issue #60): one flow per person's profile, while its page is open.
  const page = usePageFlow('connections', `connections/profile/${userName}`, useProfilePageLogic(), { userName });
  if (!page) return null;
  return <ProfileView page={page} meId={meId} />;
}

function ProfileView({ page, meId }: { page: ActorRefFrom<ReturnType<typeof useProfilePageLogic>>; meId: number }) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { profile, refusal, message } = s.context;
  if (s.matches('notFound')) return <NotFound />;
  if (s.matches('failed'))
    return (
      <LoadFailed
        what={refusal?.message ?? 'The profile could not be loaded.'}
        className={PAGE_COLUMN}
        onRetry={() => page.send({ type: 'profile.retry' })}
      />
    );
  if (!profile) return <Spinner label="Loading profile…" />;
  const person = profile.user;
  const frame = profileFrame(person);
  const typeLabel = person.is_mentor && person.user_type !== 5 ? 'Mentor' : (TYPE_LABEL[person.user_type] ?? '');
  return (
    <article className={`${PAGE_COLUMN} ${READING_WIDTH}`} aria-labelledby="profile-name">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={person.profile_picture} name={person.display_name} id={person.user_id} size={96} frame={frame} />
        <div className="min-w-0">
          <h1 id="profile-name" className="text-2xl font-bold break-words">
            {person.display_name}
          </h1>
          <p className="text-slate-700 dark:text-slate-300">
            {typeLabel}
            {frame && FRAME_LABEL[frame] !== typeLabel ? ` · ${FRAME_LABEL[frame]}` : ''}
          </p>
        </div>
      </div>
      {profile.bio ? <p className="mt-4 whitespace-pre-line">{profile.bio}</p> : null}
      {profile.rating || profile.next_free ? (
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {profile.next_free ? (
            <>
              <dt className="font-semibold">Next free time</dt>
              <dd>
                <time dateTime={profile.next_free}>{WHEN.format(new Date(profile.next_free))}</time>
              </dd>
            </>
          ) : null}
          {profile.rating ? (
            <>
              <dt className="font-semibold">Reviews</dt>
              <dd>
                {profile.rating.count
                  ? `${profile.rating.average.toFixed(1)} out of 5 from ${profile.rating.count} review${profile.rating.count === 1 ? '' : 's'}`
                  : 'No reviews yet'}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {profile.communities ? (
        <section aria-labelledby="profile-communities" className="mt-6">
          <h2 id="profile-communities" className="text-lg font-semibold">
            Communities
          </h2>
          {profile.communities.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.communities.map((c) => (
                <li key={c.community_id}>
                  <Link
                    to="/community/overview/$communityId"
                    params={{ communityId: String(c.community_id) }}
                    className="focus-ring inline-block rounded-[var(--radius)] border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    {c.community_name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-700 dark:text-slate-300">Not in any community yet.</p>
          )}
        </section>
      ) : null}
      {profile.relation === 'self' ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">This is how others see your profile.</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-start gap-2">
          {profile.blocked ? null : (
            <FollowButton
              meId={meId}
              name={person.display_name}
              userId={person.user_id}
              relation={profile.relation}
              requestId={profile.request_id}
            />
          )}
          {profile.blocked ? null : (
            <Link
              to="/people-chat"
              search={{ u: person.user_name }}
              className="focus-ring inline-flex items-center rounded-[var(--radius)] border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800"
            >
              Message
            </Link>
          )}
          <Button
            variant="ghost"
            disabled={s.hasTag('busy')}
            onClick={() => page.send({ type: profile.blocked ? 'profile.unblock' : 'profile.block' })}
          >
            {profile.blocked ? 'Unblock' : 'Block'}
          </Button>
        </div>
      )}
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </article>
  );
}
