/**
 * The live actor panel's door, loaded with a dynamic import only in development or
 * when /config.json turns it on (`ACTOR_PANEL=1` on the reference server): nothing
 * of it is in the production bundle otherwise. It inspects the system from its
 * creation, so the last events are there when the panel opens (Alt+Shift+A).
 */
import { createRoot, type Root } from 'react-dom/client';
import { createActor } from 'xstate';
import { actorPanelMachine } from '../../../machines/actorPanel/actorPanel.machine';
import { createActorJournal, type Journal, type JournalLine } from './actorJournal';
import { ActorPanel, PANEL_STYLE } from './ActorPanel';

function download(journal: Journal) {
  const blob = new Blob([JSON.stringify(journal, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `actor-journal-${journal.recordedAt.replace(/[:.]/g, '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** A recording goes on over a page load (the sign-in redirect): its lines wait here, masked, for the next page. */
const CARRIED = 'neurohealth.actor-journal';

/** Returns the `inspect` to create the app's root with. */
export function installActorPanel() {
  const journal = createActorJournal();
  let host: HTMLElement | null = null;
  let root: Root | null = null;
  let opener: Element | null = null;

  // Open, closed and recording are the panel's machine (machines/actorPanel); this file provides its effects.
  const panel = createActor(
    actorPanelMachine.provide({
      actions: {
        'show panel': () => {
          opener = document.activeElement;
          host = document.createElement('div');
          host.id = 'actor-panel';
          const style = document.createElement('style');
          style.textContent = PANEL_STYLE;
          host.append(style);
          document.body.append(host);
          root = createRoot(host.appendChild(document.createElement('div')));
          root.render(<ActorPanel journal={journal} panel={panel} />);
        },
        'hide panel': () => {
          root?.unmount();
          root = null;
          host?.remove();
          host = null;
          if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
        },
        'start journal': () => journal.startRecording(),
        'save journal': () => download(journal.stopRecording()),
      },
    }),
  ).start();

  try {
    const carried = sessionStorage.getItem(CARRIED);
    sessionStorage.removeItem(CARRIED);
    if (carried) {
      journal.startRecording(JSON.parse(carried) as JournalLine[]);
      panel.send({ type: 'recording.resume' });
    }
  } catch {
    // Storage blocked or the lines unreadable: this page starts without a recording.
  }
  window.addEventListener('pagehide', () => {
    const lines = journal.lines();
    if (!lines) return;
    try {
      sessionStorage.setItem(CARRIED, JSON.stringify(lines));
    } catch {
      // Too large for storage: the recording ends with this page.
    }
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyA') {
      event.preventDefault();
      panel.send({ type: 'panel.toggle' });
    }
  };
  window.addEventListener('keydown', onKey);
  return {
    inspect: journal.inspect,
    journal,
    panel,
    dispose() {
      window.removeEventListener('keydown', onKey);
      panel.stop();
    },
  };
}
