import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ConversationActorRef } from '../../../machines/messaging/conversation.machine';
import { displayName, type Conversation } from '../../../machines/messaging/messaging.types';

/** What shows for the people typing (their names, first to start first). */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

/**
 * "Priya is typing…" under the messages. Its line is always there (no jump that moves the
 * composer). The visible text follows every change; a polite live region beside it speaks only
 * when someone starts typing, not on every notice nor when they stop.
 */
export function TypingNotice({ actor, conversation }: { actor: ConversationActorRef; conversation: Conversation | undefined }) {
  const typing = useSelector(
    actor,
    (s) => s.context.typing,
    (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
  );
  const names = typing.map((id) => {
    const person = conversation?.participants.find((p) => p.user_id === id);
    return person ? displayName(person) : 'Someone';
  });
  const text = typingText(names);
  const [spoken, setSpoken] = useState('');
  const before = useRef<readonly number[]>([]);
  useEffect(() => {
    const started = typing.some((id) => !before.current.includes(id));
    before.current = typing;
    if (typing.length === 0) setSpoken('');
    else if (started) setSpoken(text);
  }, [typing, text]);
  return (
    <div className="h-6 shrink-0 px-4 text-sm text-slate-700 italic dark:text-slate-300">
      <p aria-hidden="true" className="truncate" dir="auto" data-testid="typing-notice">
        {text}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}
