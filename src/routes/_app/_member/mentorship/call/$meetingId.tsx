import { createFileRoute } from '@tanstack/react-router';
import { CallPage } from '../../../../../features/call/CallPage';

export const Route = createFileRoute('/_app/_member/mentorship/call/$meetingId')({
  head: () => ({ meta: [{ title: 'Session call · NeuroHealth Care' }] }),
  component: CallRoute,
});

function CallRoute() {
  const { meetingId } = Route.useParams();
  // Another meeting is another call: its own actor.
  return <CallPage key={meetingId} meetingId={meetingId} />;
}
