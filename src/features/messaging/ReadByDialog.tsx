import { useEffect, useState } from 'react';
import { displayName, type ChatMessage, type ReadReceipt } from '../../../machines/messaging/messaging.types';
import { PRODUCT_LOCALE } from '../../../machines/domain/time';
import { useAppSystem } from '../../system/context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

/** Who read a group message, and when (SPEC §7 read-by). */
export function ReadByDialog({ groupId, message, onClose }: { groupId: number; message: ChatMessage; onClose: () => void }) {
  const { api } = useAppSystem();
  const [readers, setReaders] = useState<ReadReceipt[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void api()
      .then((s) => s.chatServer())
      .then((chat) => chat.readBy(groupId, message.id))
      .then(
        (list) => live && setReaders(list),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [api, groupId, message.id]);
  return (
    <Modal open onClose={onClose} title="Read by">
      {failed ? (
        <p role="alert">The list could not be loaded.</p>
      ) : readers === null ? (
        <Spinner label="Loading…" />
      ) : readers.length === 0 ? (
        <p>Nobody has read it yet.</p>
      ) : (
        <ul className="grid gap-1">
          {readers.map((r) => (
            <li key={r.user_id}>
              <span dir="auto">{displayName(r)}</span>,{' '}
              <time dateTime={r.read_at}>
                {new Date(r.read_at).toLocaleString(PRODUCT_LOCALE, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
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
