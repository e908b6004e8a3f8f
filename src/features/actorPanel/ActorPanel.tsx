import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { actorPanelMachine } from '../../../machines/actorPanel/actorPanel.machine';
import type { ActorJournal, ActorTree } from './actorJournal';

const show = (value: unknown, max = 4000) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
};
const stateText = (value: unknown) => (value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function ActorNode({ node }: { node: ActorTree }) {
  const { entry } = node;
  const name = entry.systemId ?? entry.id;
  return (
    <li>
      <details data-actor={name}>
        <summary>
          <strong>{name}</strong> <span className="muted">({entry.logic})</span> <code>{stateText(entry.value)}</code>
          {entry.status !== 'active' ? <span className="muted"> {entry.status}</span> : null}
          {entry.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </summary>
        <h3>Context</h3>
        <pre>{show(entry.context)}</pre>
        <h3>Last {entry.events.length} events, newest first</h3>
        <ol className="events">
          {entry.events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <code>{e.type}</code>
              <pre>{show(e.event, 400)}</pre>
            </li>
          ))}
        </ol>
      </details>
      {node.children.length ? (
        <ul>
          {node.children.map((child) => (
            <ActorNode key={child.entry.sessionId} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The live actor panel: every actor of the running system as a tree with its state,
 * tags, context and last events (masked), updating live; Record and Save a journal
 * for `npm run replay`. Not modal: the app stays usable beside it.
 */
export function ActorPanel({ journal, panel }: { journal: ActorJournal; panel: ActorRefFrom<typeof actorPanelMachine> }) {
  useSyncExternalStore(journal.subscribe, journal.version);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const recording = useSelector(panel, (s) => s.hasTag('recording'));
  const onClose = () => panel.send({ type: 'panel.close' });
  return (
    <section
      className="actor-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="actor-panel-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      {/* Not a <header>: inside the panel it would be a second banner landmark beside the app's. */}
      <div className="panel-header">
        <h2 id="actor-panel-title" ref={heading} tabIndex={-1}>
          Live actors
        </h2>
        <div className="buttons">
          {recording ? (
            <button type="button" onClick={() => panel.send({ type: 'recording.save' })}>
              Save journal
            </button>
          ) : (
            <button type="button" onClick={() => panel.send({ type: 'recording.start' })}>
              Record
            </button>
          )}
          <button type="button" onClick={onClose} aria-label="Close live actors">
            ×
          </button>
        </div>
      </div>
      <p className="muted" role="status">
        {recording
          ? 'Recording: every event and state change, masked, until you save.'
          : 'Alt+Shift+A opens and closes this panel.'}
      </p>
      <ul className="tree">
        {journal.tree().map((node) => (
          <ActorNode key={node.entry.sessionId} node={node} />
        ))}
      </ul>
    </section>
  );
}

export const PANEL_STYLE = `
.actor-panel { position:fixed; inset-block:0; inset-inline-end:0; z-index:2147483000; width:min(34rem,100vw); overflow:auto;
  background:#0f172a; color:#e2e8f0; font:13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; padding:.75rem 1rem;
  border-inline-start:2px solid #5eead4; box-shadow:0 0 24px rgb(0 0 0 / .4); direction:ltr; text-align:left; }
.actor-panel .panel-header { display:flex; justify-content:space-between; align-items:center; gap:.5rem; }
.actor-panel h2 { font-size:15px; margin:0; }
.actor-panel h2:focus { outline:2px solid #5eead4; outline-offset:2px; }
.actor-panel h3 { margin:.5rem 0 .2rem; font-size:12px; color:#94a3b8; }
.actor-panel button { font:inherit; color:#0f172a; background:#5eead4; border:0; border-radius:6px; padding:.25rem .6rem; cursor:pointer; }
.actor-panel button:focus-visible, .actor-panel summary:focus-visible { outline:2px solid #fde68a; outline-offset:2px; }
.actor-panel .buttons { display:flex; gap:.4rem; }
.actor-panel ul { list-style:none; margin:0; padding-inline-start:1rem; }
.actor-panel ul.tree { padding:0; }
.actor-panel summary { cursor:pointer; padding:.15rem 0; }
.actor-panel code { color:#fde68a; }
.actor-panel pre { white-space:pre-wrap; word-break:break-all; margin:.1rem 0 .3rem; color:#cbd5e1; }
.actor-panel .muted { color:#94a3b8; }
.actor-panel .tag { display:inline-block; margin-inline-start:.3rem; padding:0 .35rem; border-radius:999px; background:#134e4a; color:#ccfbf1; font-size:11px; }
.actor-panel ol.events { margin:0; padding-inline-start:1.2rem; }
`;
