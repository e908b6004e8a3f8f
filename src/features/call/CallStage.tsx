import { useEffect, useState } from 'react';
import type { CallActorRef, CallSnapshot } from '../../../machines/call/call.machine';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { LevelMeter, LostDevices, MediaToggles } from './DeviceCheck';
import { MediaView } from './MediaView';
import { elapsed, linkText, SPEAKING_LEVEL } from './words';

type Person = { user_id: number; display_name: string; profile_picture: string | null };

/** The time since the two were first connected, ticking each second. */
function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : elapsed(now - since);
}

function linkState(s: CallSnapshot) {
  const link = (v: object | string) => s.matches({ live: { stage: { connection: { inCall: { link: v } } } } } as never);
  if (link('away')) return 'away' as const;
  if (link('waiting')) return 'waiting' as const;
  if (s.hasTag('their reconnecting')) return 'their reconnecting' as const;
  if (s.hasTag('reconnecting')) return 'reconnecting' as const;
  if (s.hasTag('connected')) return 'connected' as const;
  return 'connecting' as const;
}

function Tile({
  person,
  name,
  stream,
  showVideo,
  speaking,
  muted,
  own,
  testId,
}: {
  person: Person;
  name: string;
  stream: CallSnapshot['context']['remote'];
  showVideo: boolean;
  speaking: boolean;
  muted: boolean;
  own?: boolean;
  testId: string;
}) {
  return (
    <figure
      data-testid={testId}
      data-speaking={speaking}
      data-muted={muted}
      className={`relative aspect-video overflow-hidden rounded-[var(--radius)] bg-slate-900 ring-4 ${speaking ? 'ring-teal-400' : 'ring-transparent'}`}
    >
      {stream ? (
        <div className={showVideo ? 'h-full w-full' : 'h-0 w-0 overflow-hidden'}>
          <MediaView stream={stream} own={own} label={own ? 'Your camera' : `${name}’s video`} testId={`${testId}-video`} />
        </div>
      ) : null}
      {!showVideo || !stream ? (
        <div className="absolute inset-0 grid place-items-center">
          <Avatar src={person.profile_picture} name={person.display_name} id={person.user_id} size={72} />
        </div>
      ) : null}
      <figcaption className="absolute bottom-2 start-2 rounded bg-slate-950/70 px-2 py-1 text-sm text-white">
        {name}
        {muted ? <span> · microphone off</span> : null}
        {speaking ? <span className="sr-only"> · speaking</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * In the call (issue #61): the other person's tile and the person's own, named, with a speaking
 * ring from the audio level and "microphone off" as the other side says; the link's state, the
 * timer and the session's end in a polite live region; the controls, keyboard operable.
 */
export function CallStage({
  snapshot,
  call,
  me,
  other,
}: {
  snapshot: CallSnapshot;
  call: CallActorRef;
  me: Person;
  other: Person;
}) {
  const c = snapshot.context;
  const state = linkState(snapshot);
  const timer = useElapsed(c.connectedSince);
  const otherSpeaking = state === 'connected' && c.peerMedia.audio && c.peerLevel >= SPEAKING_LEVEL;
  const meSpeaking = snapshot.matches({ live: { microphone: 'on' } }) && c.level >= SPEAKING_LEVEL;
  const sharing = snapshot.hasTag('sharing');
  // Choosing a screen, or sharing it: the button then stops (or cancels) the sharing.
  const screenActive = snapshot.matches({ live: { stage: { connection: { inCall: { screen: 'active' } } } } } as never);
  const concierge = c.role === 'concierge';
  const speaker = otherSpeaking ? `${other.display_name} is speaking` : meSpeaking ? 'You are speaking' : '';
  return (
    <section aria-label="Call" data-testid="call" data-state={state} className="space-y-4">
      <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span data-testid="call-status">{linkText(state, other.display_name, c)}</span>
        {timer ? <span data-testid="call-timer">{timer}</span> : null}
        {snapshot.hasTag('ending soon') ? <span data-testid="ending-soon">5 minutes left</span> : null}
        {snapshot.hasTag('over time') ? <span>The session’s scheduled time is over.</span> : null}
      </div>
      <p aria-live="polite" data-testid="speaker" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {speaker}
      </p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Tile
          testId="remote"
          person={other}
          name={other.display_name}
          stream={c.remote}
          showVideo={state === 'connected' && (c.peerMedia.video || c.peerMedia.screen)}
          speaking={otherSpeaking}
          muted={!c.peerMedia.audio}
        />
        <Tile
          testId="own"
          own={!sharing}
          person={me}
          name={sharing ? 'You (sharing your screen)' : 'You'}
          stream={sharing ? c.screen : c.local}
          showVideo={sharing || snapshot.matches({ live: { camera: 'on' } })}
          speaking={meSpeaking}
          muted={!snapshot.matches({ live: { microphone: 'on' } })}
        />
      </div>
      <LostDevices snapshot={snapshot} />
      {snapshot.matches({ live: { microphone: 'on' } }) ? <LevelMeter level={c.level} label="Your microphone’s level" /> : null}
      {c.notice ? (
        <div role="alert" className="flex items-center gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-sm dark:bg-slate-800">
          <span>{c.notice}</span>
          <Button variant="ghost" onClick={() => call.send({ type: 'notice.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {snapshot.hasTag('confirming end') ? (
        <InlineConfirm
          question={`End the session for both of you? ${other.display_name} leaves the call too.`}
          confirm="End for both"
          onConfirm={() => call.send({ type: 'call.endConfirmed' })}
          onCancel={() => call.send({ type: 'call.endCancelled' })}
        />
      ) : null}
      <div role="toolbar" aria-label="Call controls" className="flex flex-wrap gap-2">
        <MediaToggles snapshot={snapshot} call={call} />
        {/* One button that changes its words, not two that swap: the focus stays on it when a
            keyboard user starts or stops sharing (two buttons dropped the focus to the page). */}
        <Button
          variant={sharing ? 'primary' : 'secondary'}
          disabled={state !== 'connected' && !screenActive}
          onClick={() => call.send({ type: screenActive ? 'screen.stop' : 'screen.start' })}
        >
          {sharing ? 'Stop sharing' : screenActive ? 'Cancel sharing' : 'Share screen'}
        </Button>
        <Button variant="secondary" onClick={() => call.send({ type: 'call.leave' })}>
          Leave
        </Button>
        {concierge ? (
          <Button
            disabled={!snapshot.matches({ live: { stage: { connection: { inCall: { ending: 'idle' } } } } } as never)}
            onClick={() => call.send({ type: 'call.end' })}
          >
            {snapshot.hasTag('ending') ? 'Ending…' : 'End for both'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
