import { useEffect, useState } from 'react';
import type { Outgoing } from '../../../machines/messaging/sendQueue.machine';
import type { Attachment, ChatMessage } from '../../../machines/messaging/messaging.types';
import { Button } from '../../ui/Button';
import { fileSize, linkParts, messageTime } from './format';
import { useChatFiles } from './useChatFiles';

const bubble = (own: boolean) =>
  `max-w-[80%] rounded-2xl px-3 py-2 ${own ? 'ms-auto bg-brand-700 text-white dark:bg-teal-800' : 'me-auto bg-slate-100 dark:bg-slate-800'}`;

/** Message text as text, with http(s) links made clickable (never HTML from the server). */
function Body({ text, own }: { text: string; own: boolean }) {
  return (
    <p className="whitespace-pre-wrap break-words" dir="auto">
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={`underline ${own ? 'text-white' : 'text-brand-800 dark:text-teal-200'}`}
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** An attachment: images are previewed; every file downloads (the bytes come with the token). */
export function AttachmentView({ chatId, attachment, own }: { chatId: number | null; attachment: Attachment; own: boolean }) {
  const files = useChatFiles();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isImage = attachment.content_type.startsWith('image/');
  useEffect(() => {
    if (!isImage || chatId === null) return;
    let revoked = false;
    let objectUrl: string | null = null;
    files(chatId, attachment.id).then(
      (blob) => {
        if (revoked) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => setFailed(true),
    );
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [files, chatId, attachment.id, isImage]);
  const download = async () => {
    if (chatId === null) return;
    try {
      const blob = await files(chatId, attachment.id);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = attachment.file_name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="mt-1">
      {isImage && url ? <img src={url} alt={attachment.file_name} className="max-h-60 rounded-lg" /> : null}
      <button
        type="button"
        onClick={() => void download()}
        className={`focus-ring mt-1 block text-start text-sm underline ${own ? 'text-white' : ''}`}
      >
        Download {attachment.file_name} ({fileSize(attachment.size)})
      </button>
      {failed ? <p className="text-sm">The file could not be loaded.</p> : null}
    </div>
  );
}

export function MessageBubble({
  message,
  own,
  isGroup,
  chatId,
  onDelete,
  onReadBy,
}: {
  message: ChatMessage;
  own: boolean;
  isGroup: boolean;
  chatId: number | null;
  onDelete: () => void;
  onReadBy: () => void;
}) {
  return (
    <div className={bubble(own)} data-testid="message" data-own={own ? 'true' : undefined}>
      {isGroup && !own ? (
        <p className="text-xs font-semibold" dir="auto">
          {message.sender_name ?? message.sender_user_name}
        </p>
      ) : null}
      {message.body ? <Body text={message.body} own={own} /> : null}
      {message.attachment ? <AttachmentView chatId={chatId} attachment={message.attachment} own={own} /> : null}
      <p
        className={`mt-1 flex flex-wrap items-center justify-end gap-2 text-xs ${own ? 'text-white/90' : 'text-slate-700 dark:text-slate-300'}`}
      >
        <time dateTime={message.sent_at}>{messageTime(message.sent_at)}</time>
        {own ? <span>Sent</span> : null}
        {own && isGroup && message.read_count !== undefined ? (
          <button type="button" className="focus-ring underline" onClick={onReadBy}>
            Read by {message.read_count}
          </button>
        ) : null}
        {own ? (
          <button type="button" className="focus-ring underline" onClick={onDelete}>
            Delete<span className="sr-only"> this message</span>
          </button>
        ) : null}
      </p>
    </div>
  );
}

/** A message on its way: Sending, Waiting (behind a failed one), or Not sent with Retry and Delete. */
export function OutgoingBubble({
  item,
  status,
  failure,
  onRetry,
  onDiscard,
}: {
  item: Outgoing;
  status: 'sending' | 'waiting' | 'failed';
  failure: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      className={`${bubble(true)} ${status === 'failed' ? 'ring-2 ring-red-600' : 'opacity-80'}`}
      data-testid="outgoing"
      data-status={status}
    >
      {item.body ? <Body text={item.body} own /> : null}
      {item.attachment ? <p className="text-sm">{item.attachment.file_name}</p> : null}
      <p className="mt-1 text-end text-xs text-white/90">
        {status === 'sending' ? 'Sending…' : status === 'waiting' ? 'Waiting to send' : 'Not sent'}
      </p>
      {status === 'failed' ? (
        <div role="alert" className="mt-1 rounded bg-white p-2 text-sm text-red-900 dark:bg-slate-950 dark:text-red-200">
          <p>{failure ?? 'This message was not sent.'}</p>
          <div className="mt-1 flex gap-2">
            <Button variant="secondary" className="px-2 py-1" onClick={onRetry}>
              Retry
            </Button>
            <Button variant="ghost" className="px-2 py-1" onClick={onDiscard}>
              Delete<span className="sr-only"> the message not sent</span>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
