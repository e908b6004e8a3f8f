import { useCallback, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ConversationActorRef } from '../../../machines/messaging/conversation.machine';
import {
  ATTACHMENT_ACCEPT,
  MAX_MESSAGE_LENGTH,
  MESSAGE_COUNTDOWN_FROM,
  type Attachment,
} from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { PendingUpload } from './PendingUpload';

const newClientId = () => crypto.randomUUID();
const characters = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'character' : 'characters'}`;

/**
 * The composer: Enter sends, Shift+Enter breaks the line; the limit is counted down from 4,500
 * characters; one attachment per message, uploaded while the person writes. The draft is the
 * conversation actor's (kept per conversation across navigation).
 */
export function Composer({ actor, title }: { actor: ConversationActorRef; title: string }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const chatId = useSelector(actor, (s) => s.context.chatId);
  const [file, setFile] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const left = MAX_MESSAGE_LENGTH - draft.length;
  const tooLong = left < 0;
  const uploading = file !== null && attachment === null;
  const canSend = !tooLong && !uploading && (draft.trim().length > 0 || attachment !== null);

  const removeFile = useCallback(() => {
    setFile(null);
    setAttachment(null);
    // Back to the visible Attach button (the file input itself is hidden behind it).
    attachButton.current?.focus();
  }, []);

  const send = () => {
    if (!canSend) return;
    actor.send({ type: 'conversation.send', clientId: newClientId(), attachment: attachment ?? undefined });
    setFile(null);
    setAttachment(null);
    textarea.current?.focus();
  };

  return (
    <form
      className="border-t border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {file && chatId !== null ? (
        <PendingUpload
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          to={{ chatId }}
          onUploaded={setAttachment}
          onRemove={removeFile}
        />
      ) : null}
      <label htmlFor={id} className="sr-only">
        Message {title}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={textarea}
          rows={2}
          value={draft}
          placeholder="Write a message"
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={tooLong ? true : undefined}
          onChange={(e) => actor.send({ type: 'conversation.type', text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          dir="auto"
          className="focus-ring min-h-[2.75rem] flex-1 resize-y rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
        />
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          id={`${id}-file`}
          // The Attach button opens it; it is neither a second control nor a tab stop.
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setAttachment(null);
            setFile(chosen);
            e.target.value = '';
          }}
        />
        <Button ref={attachButton} variant="secondary" onClick={() => fileInput.current?.click()} disabled={chatId === null}>
          Attach<span className="sr-only"> a file</span>
        </Button>
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        Enter sends; Shift+Enter starts a new line.
        {chatId === null ? ' Files can be attached once the conversation has started.' : ''}
      </p>
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={`text-xs ${tooLong ? 'font-semibold text-red-800 dark:text-red-300' : ''}`}
      >
        {draft.length >= MESSAGE_COUNTDOWN_FROM
          ? tooLong
            ? `${characters(-left)} over the ${MAX_MESSAGE_LENGTH.toLocaleString()} limit.`
            : `${characters(left)} left.`
          : ''}
      </p>
    </form>
  );
}
