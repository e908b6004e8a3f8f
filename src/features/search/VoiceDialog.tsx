import { useEffect, useRef } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { shownText, type VoiceSearchActorRef } from '../../../machines/search/voiceSearch.machine';
import { FAILURE_TEXT } from './voiceFailureText';
import { waitingText } from './voiceWaitingText';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';

const STATUS = {
  loading: 'Starting the microphone…',
  recording: 'Listening… say what you are looking for, for example “speech therapy near me”.',
  streaming: 'Listening…',
  finishing: 'Searching…',
  failed: '',
} as const;

/**
 * The voice search dialog (SPEC §4): it renders the voice actor's snapshot and sends it the
 * person's choices. Opened by the search box's microphone button; Escape, Close, a click
 * outside or leaving the page end everything (the search machine then stops the actor).
 */
export default function VoiceDialog({
  open,
  voice,
  pathname,
}: {
  open: boolean;
  voice: VoiceSearchActorRef | null;
  pathname: string;
}) {
  const snapshot = useSelector(voice ?? undefined, (s) => s);
  // Navigating away (back, a link from elsewhere) closes the dialog, releasing the microphone.
  // The page it was opened on is remembered per voice actor (this view stays mounted between openings).
  const openedOn = useRef<{ voice: VoiceSearchActorRef; pathname: string } | null>(null);
  useEffect(() => {
    if (!voice) return;
    if (openedOn.current?.voice !== voice) openedOn.current = { voice, pathname };
    else if (pathname !== openedOn.current.pathname) voice.send({ type: 'voice.close' });
  }, [pathname, voice]);
  if (!voice || !snapshot || !open) return null;
  const close = () => voice.send({ type: 'voice.close' });

  const tag = (['loading', 'queued', 'recording', 'streaming', 'finishing', 'failed'] as const).find((t) => snapshot.hasTag(t));
  const failure = snapshot.context.failure;
  const text = shownText(snapshot.context);
  const listening = tag === 'recording' || tag === 'streaming';

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50" data-testid="voice-dialog" data-state={tag}>
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-[var(--radius)] bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold">Search by voice</DialogTitle>
            <button
              type="button"
              onClick={close}
              aria-label="Close voice search"
              className="focus-ring -me-2 -mt-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Icon name="close" />
            </button>
          </div>

          {tag === 'failed' && failure ? (
            <div role="alert" className="mt-4 space-y-2">
              <p className="font-semibold text-red-700 dark:text-red-300">{FAILURE_TEXT[failure].title}</p>
              <Description className="text-sm text-slate-700 dark:text-slate-300">{FAILURE_TEXT[failure].help}</Description>
            </div>
          ) : (
            <div className="mt-4 space-y-4">
              <div className="flex items-center gap-3">
                <span
                  className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${
                    listening ? 'bg-red-600 text-white' : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
                  }`}
                  aria-hidden="true"
                >
                  <Icon name="mic" />
                </span>
                <div
                  role="meter"
                  aria-label="Microphone level"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(snapshot.context.level * 100)}
                  className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    data-testid="voice-level"
                    className="h-full rounded-full bg-brand-700 transition-[width] duration-100 dark:bg-teal-300"
                    style={{ width: `${Math.round(snapshot.context.level * 100)}%` }}
                  />
                </div>
              </div>
              {/* Read out as it changes: waiting in line, then "Listening…" when the turn comes. */}
              <Description aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
                {tag === 'queued' ? waitingText(snapshot.context.place ?? 1) : tag ? STATUS[tag] : ''}
              </Description>
              {/* The transcript, read politely as it grows; English text keeps its own direction in RTL. */}
              <p
                role="status"
                aria-live="polite"
                aria-label="What you said"
                dir="auto"
                data-testid="voice-transcript"
                className="min-h-[3rem] text-xl font-medium"
              >
                {text}
              </p>
            </div>
          )}

          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {tag === 'failed' ? (
              <Button onClick={() => voice.send({ type: 'voice.retry' })}>Try again</Button>
            ) : (
              <>
                <Button variant="ghost" disabled={!listening} onClick={() => voice.send({ type: 'voice.reset' })}>
                  Reset
                </Button>
                <Button variant="secondary" disabled={tag !== 'streaming'} onClick={() => voice.send({ type: 'voice.edit' })}>
                  Edit &amp; Search
                </Button>
                <Button disabled={tag !== 'streaming'} onClick={() => voice.send({ type: 'voice.searchNow' })}>
                  Stop &amp; Search Now
                </Button>
              </>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
