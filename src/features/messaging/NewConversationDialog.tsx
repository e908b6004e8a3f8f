import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { ConversationsActorRef } from '../../../machines/messaging/conversations.machine';
import { useAppSystem } from '../../system/context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { GroupPictureField } from './GroupPictureField';
import { PeoplePicker } from './PeoplePicker';
import { usePeoplePickerLogic } from './wiring';

/** New message (pick one person: their conversation opens) or New group (a name, people and maybe a picture). */
export function NewConversationDialog({
  kind,
  list,
  onClose,
}: {
  kind: 'message' | 'group';
  list: ConversationsActorRef;
  onClose: () => void;
}) {
  // Asked of the messaging owner (issue #60): the picker lives in the app's actor tree while the dialog is open.
  const picker = usePageFlow('messaging', `messaging/new/${kind}`, usePeoplePickerLogic(), undefined);
  if (!picker) return null;
  return <NewConversation kind={kind} list={list} picker={picker} onClose={onClose} />;
}

function NewConversation({
  kind,
  list,
  picker,
  onClose,
}: {
  kind: 'message' | 'group';
  list: ConversationsActorRef;
  picker: ActorRefFrom<ReturnType<typeof usePeoplePickerLogic>>;
  onClose: () => void;
}) {
  const { open } = useAppSystem();
  const chosen = useSelector(picker, (s) => s.context.chosen);
  const creating = useSelector(list, (s) => s.hasTag('creating'));
  const refusal = useSelector(list, (s) => s.context.refusal);
  const [name, setName] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const nameId = useId();
  const nameError = tried && !name.trim() ? 'Give the group a name.' : null;
  // The group was made (its conversation is opening): this dialog is done.
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating && !refusal) onClose();
    wasCreating.current = creating;
  }, [creating, refusal, onClose]);

  return (
    <Modal open onClose={onClose} title={kind === 'message' ? 'New message' : 'New group'}>
      {kind === 'message' ? (
        <PeoplePicker
          picker={picker}
          label="Who do you want to message?"
          single
          autoFocus
          onPick={(p) => {
            list.send({ type: 'conversations.compose', person: p });
            onClose();
            open(`/people-chat?u=${encodeURIComponent(p.user_name)}`);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (!name.trim() || chosen.length === 0 || uploading) return;
            list.send({
              type: 'conversations.createGroup',
              chatName: name.trim(),
              participantIds: chosen.map((p) => p.user_id),
              imageUrl: picture,
            });
          }}
        >
          <label htmlFor={nameId} className="block text-sm font-medium">
            Group name
          </label>
          <input
            id={nameId}
            data-autofocus
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
          />
          {nameError ? (
            <p id={`${nameId}-error`} className="mt-1 text-sm text-red-800 dark:text-red-300">
              {nameError}
            </p>
          ) : null}
          <div className="mt-4">
            <GroupPictureField name={name} url={picture} onChange={setPicture} onUploading={setUploading} />
          </div>
          <div className="mt-4">
            <PeoplePicker picker={picker} label="Add people" />
            {tried && chosen.length === 0 ? (
              <p className="mt-1 text-sm text-red-800 dark:text-red-300">Choose at least one person.</p>
            ) : null}
          </div>
          {refusal ? (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {refusal.message}
            </p>
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={creating || uploading}>
              {creating ? 'Creating…' : 'Create group'}
            </Button>
          </div>
        </form>
      )}
      {kind === 'message' ? (
        <div className="mt-5 flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
