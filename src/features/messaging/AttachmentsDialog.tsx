import { useEffect, useState } from 'react';
import { useAppSystem } from '../../system/context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { fileSize } from './format';
import { useChatFiles } from './useChatFiles';

interface SharedFile {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  sent_at: string;
  user_name: string;
}

/** The files of a conversation (SPEC §7 attachments), newest first, each downloadable. */
export function AttachmentsDialog({ chatId, onClose }: { chatId: number; onClose: () => void }) {
  const { api } = useAppSystem();
  const files = useChatFiles();
  const [list, setList] = useState<SharedFile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void api()
      .then((s) => s.chatServer())
      .then((chat) => chat.attachments(chatId))
      .then(
        (found) => live && setList(found),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [api, chatId]);
  const download = async (file: SharedFile) => {
    const blob = await files(chatId, file.id);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = file.file_name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };
  return (
    <Modal open onClose={onClose} title="Files in this conversation">
      {failed ? (
        <p role="alert">The files could not be loaded.</p>
      ) : list === null ? (
        <Spinner label="Loading files…" />
      ) : list.length === 0 ? (
        <p>No files have been sent here yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Files">
          {list.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium" dir="auto">
                  {f.file_name}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {fileSize(f.size)} · {f.user_name} ·{' '}
                  <time dateTime={f.sent_at}>{new Date(f.sent_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}</time>
                </span>
              </span>
              <Button variant="secondary" className="px-2 py-1" onClick={() => void download(f).catch(() => setFailed(true))}>
                Download<span className="sr-only"> {f.file_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
