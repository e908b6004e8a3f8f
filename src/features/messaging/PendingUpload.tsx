import { useEffect, useId } from 'react';
import { useSelector } from '@xstate/react';
import type { Attachment } from '../../../machines/messaging/messaging.types';
import type { UploadActorRef, UploadInput } from '../../../machines/messaging/upload.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { fileSize } from './format';
import { useUploadLogic } from './wiring';

/** One chosen file on its way up: progress, Cancel, Retry after a failure, or why it was refused. */
export function PendingUpload({
  file,
  to,
  onUploaded,
  onRemove,
}: {
  file: File;
  /** A conversation's attachment, or a group picture (which may be for a group not made yet). */
  to: { chatId: number } | 'group picture';
  onUploaded: (attachment: Attachment) => void;
  onRemove: () => void;
}) {
  const input: UploadInput =
    to === 'group picture' ? { chatId: null, file, purpose: 'group picture' } : { chatId: to.chatId, file };
  // Asked of the messaging owner (issue #60), one flow per chosen file: stopped (and its request
  // aborted) when the file is removed or the conversation closes.
  const upload = usePageFlow('messaging', `messaging/upload/${useId()}`, useUploadLogic(file), input);
  if (!upload) return null;
  return <UploadProgress upload={upload} file={file} to={to} onUploaded={onUploaded} onRemove={onRemove} />;
}

function UploadProgress({
  upload,
  file,
  to,
  onUploaded,
  onRemove,
}: {
  upload: UploadActorRef;
  file: File;
  to: { chatId: number } | 'group picture';
  onUploaded: (attachment: Attachment) => void;
  onRemove: () => void;
}) {
  const s = useSelector(upload, (snapshot) => snapshot);
  const done = s.context.attachment;
  const cancelled = s.status === 'done';
  useEffect(() => {
    if (done) onUploaded(done);
  }, [done, onUploaded]);
  useEffect(() => {
    if (cancelled) onRemove();
  }, [cancelled, onRemove]);
  const percent = s.context.total ? Math.round((s.context.loaded / s.context.total) * 100) : 0;
  return (
    <div className="mb-2 rounded-[var(--radius)] bg-slate-100 p-2 text-sm dark:bg-slate-800" data-testid="upload">
      <p>
        <span className="font-medium">{file.name}</span> ({fileSize(file.size)})
      </p>
      {s.hasTag('uploading') ? (
        <>
          <progress className="mt-1 w-full" max={100} value={percent} aria-label={`Uploading ${file.name}`}>
            {percent}%
          </progress>
          <Button variant="ghost" className="mt-1 px-2 py-1" onClick={() => upload.send({ type: 'upload.cancel' })}>
            Cancel upload
          </Button>
        </>
      ) : null}
      {s.hasTag('uploaded') ? (
        <p role="status">{to === 'group picture' ? 'Uploaded.' : 'Attached. It goes with your next message.'}</p>
      ) : null}
      {s.hasTag('refused') || s.hasTag('failed') ? (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {s.context.refusal?.message}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        {s.hasTag('failed') ? (
          <Button variant="secondary" className="px-2 py-1" onClick={() => upload.send({ type: 'upload.retry' })}>
            Retry upload
          </Button>
        ) : null}
        {!s.hasTag('uploading') ? (
          <Button variant="ghost" className="px-2 py-1" onClick={onRemove}>
            Remove<span className="sr-only"> {file.name}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
