import { lazy, Suspense } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DEFAULT_NOTE_TITLE } from '../../../contract/notes';
import type { CallSession } from '../../../machines/call/call.machine';
import type { User } from '../../../machines/domain/user';
import type { NotesPageInput } from '../../../machines/notes/notesPage.machine';
import { ConversationView } from '../messaging/ConversationView';
import { useConversationsLogic } from '../messaging/wiring';
import { useNotesPageLogic } from '../notes/wiring';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';

// Lexical comes with the note's form, in a chunk of its own, after the call's stage has drawn.
const NoteEditorForm = lazy(() => import('../notes/NoteEditorForm'));

const TAB =
  'focus-ring rounded-[var(--radius)] px-3 py-1.5 text-sm font-semibold data-[selected]:bg-brand-700 data-[selected]:text-white dark:data-[selected]:bg-teal-300 dark:data-[selected]:text-slate-950';

/** Beside the call the notes page stays on its tab: there is no URL of the notes page to change. */
const stayOnTab = () => {};

type NotesRef = ActorRefFrom<ReturnType<typeof useNotesPageLogic>>;
type ChatRef = ActorRefFrom<ReturnType<typeof useConversationsLogic>>;

/**
 * Beside the call (issue #61): the session's note and the two people's conversation, each the
 * flow its own feature runs on its page (the notes page's machine with its editor and its save;
 * messaging's conversations list with the conversation open), asked of the call's owner so they
 * live in the actor tree beside the call, and stopped with the call's page. Two tabs: beside the
 * video on a wide screen, below it on a phone.
 */
export function BesideCall({ session, user }: { session: CallSession; user: User }) {
  const other = session.role === 'booker' ? session.concierge : session.booker;
  const meetingId = session.meeting_id;
  // The person's own note on this session opens; without one, a new note on it.
  const notesInput: NotesPageInput = session.note
    ? { tab: 'personal', noteId: session.note.id, noteType: null, openAddNote: false, meetingId: null }
    : { tab: 'personal', noteId: null, noteType: null, openAddNote: true, meetingId };
  const notes = usePageFlow('call', `call/${meetingId}/note`, useNotesPageLogic(stayOnTab, user.user_id), notesInput);
  const chat = usePageFlow('call', `call/${meetingId}/chat`, useConversationsLogic(), { userId: user.user_id });
  return (
    <aside aria-label="Beside the call" data-testid="beside-call" className="min-w-0">
      <TabGroup>
        <TabList aria-label="Beside the call" className="flex gap-2">
          <Tab className={TAB}>Session note</Tab>
          <Tab className={TAB}>Chat with {other.display_name}</Tab>
        </TabList>
        <TabPanels className="mt-3">
          {/* The note stays drawn while hidden (the editor keeps its place); the conversation is drawn
              when shown, so its list opens at the newest message (a list measured hidden opens at the top).
              Both flows outlive a switch: they are the owner's, asked for above. */}
          <TabPanel unmount={false} className="focus-ring rounded-[var(--radius)]" data-testid="call-note">
            {notes ? <SessionNote notes={notes} meetingId={meetingId} otherName={other.display_name} /> : null}
          </TabPanel>
          <TabPanel className="focus-ring rounded-[var(--radius)]" data-testid="call-chat">
            {chat ? <Chat chat={chat} userName={other.user_name} user={user} /> : null}
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </aside>
  );
}

/** The person's note on the session, in the notes' own form, and what the other person shares on it. */
function SessionNote({ notes, meetingId, otherName }: { notes: NotesRef; meetingId: string; otherName: string }) {
  const s = useSelector(notes, (snapshot) => snapshot);
  const { editor, dependents, tags, sessions, lists } = s.context;
  // Listed by title (issue #62: a list gives no text of someone else's note); its text is read when opened.
  const theirs = lists.shared_with_me.filter((n) => n.meeting_id === meetingId);
  const editorNoteId = useSelector(editor ?? undefined, (e) => e?.context.noteId ?? null);
  if (s.hasTag('failed'))
    return (
      <LoadFailed what="Your notes could not be loaded." onRetry={() => notes.send({ type: 'notes.retry' })} className="p-2" />
    );
  return (
    <div className="space-y-4">
      {editor ? (
        <Suspense fallback={<Spinner label="Opening the note…" />}>
          <NoteEditorForm editor={editor} note={null} dependents={dependents} tags={tags} sessions={sessions} closable={false} />
        </Suspense>
      ) : s.hasTag('loading') || s.hasTag('opening note') ? (
        <Spinner label="Opening the note…" />
      ) : (
        <Button variant="secondary" onClick={() => notes.send({ type: 'notes.new', meetingId })}>
          Write a note on this session
        </Button>
      )}
      {theirs.length ? (
        <section aria-labelledby="their-notes" className="space-y-2">
          <h3 id="their-notes" className="text-sm font-semibold">
            Shared by {otherName}
          </h3>
          {theirs.map((n) => (
            <article key={n.id} className="rounded-[var(--radius)] border border-slate-200 p-3 dark:border-slate-700">
              <h4 className="font-semibold" dir="auto">
                {n.note_title?.trim() || DEFAULT_NOTE_TITLE}
              </h4>
              {editorNoteId === n.id ? (
                <p className="text-sm">Open in the editor above: you both may change it during the call.</p>
              ) : n.may_edit ? (
                // Their note, to edit together during the call (issue #61): the notes page's machine
                // closes the open note first (asking about unsaved changes as it always does), then opens theirs.
                <Button
                  variant="secondary"
                  className="mt-2"
                  onClick={() => notes.send({ type: 'notes.open', noteId: n.id, noteType: 'shared_with_me' })}
                >
                  Edit together
                </Button>
              ) : (
                <p className="text-sm">You can read it in your notes.</p>
              )}
            </article>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** The two people's conversation, as /people-chat shows it. */
function Chat({ chat, userName, user }: { chat: ChatRef; userName: string; user: User }) {
  const s = useSelector(chat, (snapshot) => snapshot);
  if (s.hasTag('loading')) return <Spinner label="Loading the conversation…" />;
  if (s.hasTag('error'))
    return (
      <LoadFailed
        what="The conversation could not be loaded."
        onRetry={() => chat.send({ type: 'conversations.retry' })}
        className="p-2"
      />
    );
  const conversation = s.context.conversations.find((c) => !c.is_group && c.other_user_name === userName);
  return (
    <div className="flex h-[28rem] min-h-0 flex-col">
      <ConversationView
        conversationKey={{ kind: 'direct', userName }}
        conversation={conversation}
        user={user}
        online={conversation ? s.context.online : {}}
        list={chat}
        compact
      />
    </div>
  );
}
