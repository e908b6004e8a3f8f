// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { conversationMachine } from '../../../machines/messaging/conversation.machine';
import { sampleMessage, type Conversation, type MessagePage } from '../../../machines/messaging/messaging.types';
import { TypingNotice, typingText } from './TypingNotice';

/*
 * "… is typing…" under a group's messages: the names, the wording for one, two and more, and a
 * polite live region that speaks when someone starts typing, not on every notice nor when they stop.
 */

const member = (user_id: number, first_name: string, last_name: string) => ({
  user_id,
  user_name: first_name.toLowerCase(),
  first_name,
  last_name,
  profile_picture: null,
  is_admin: false,
});
const group = {
  chat_id: 1,
  is_group: true,
  participants: [
    member(2, 'Maya', 'Thompson'),
    member(3, 'Priya', 'Nair'),
    member(4, 'Daniel', 'Reyes'),
    member(5, 'Ana', 'Lee'),
  ],
} as unknown as Conversation;

describe('TypingNotice', () => {
  it('words one, two and several people', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Priya Nair'])).toBe('Priya Nair is typing…');
    expect(typingText(['Priya Nair', 'Daniel Reyes'])).toBe('Priya Nair and Daniel Reyes are typing…');
    expect(typingText(['A', 'B', 'C'])).toBe('Several people are typing…');
  });

  it('shows who types and speaks only when someone starts', async () => {
    const actor = createActor(
      conversationMachine.provide({
        actors: { fetchPage: fromPromise(async (): Promise<MessagePage> => ({ data: [], total: 0 })) },
        actions: { 'tell read': () => {}, 'remember draft': () => {}, 'tell typing': () => {} },
      }),
      { input: { key: { kind: 'group', groupId: 1 }, chatId: 1, userId: 2, draft: '' } },
    ).start();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const { container } = render(<TypingNotice actor={actor} conversation={group} />);
    const shown = () => screen.getByTestId('typing-notice').textContent;
    const spoken = () => container.querySelector('[aria-live="polite"]')!.textContent;
    expect(shown()).toBe('');
    act(() => actor.send({ type: 'conversation.typing', userId: 3 }));
    expect(shown()).toBe('Priya Nair is typing…');
    expect(spoken()).toBe('Priya Nair is typing…');
    act(() => actor.send({ type: 'conversation.typing', userId: 4 }));
    expect(spoken()).toBe('Priya Nair and Daniel Reyes are typing…');
    act(() => actor.send({ type: 'conversation.typing', userId: 5 }));
    expect(shown()).toBe('Several people are typing…');
    // Daniel's message arrives: the line follows; the live region says nothing new.
    act(() => actor.send({ type: 'conversation.received', message: sampleMessage(9, { chat_id: 1, sender_id: 4 }) }));
    expect(shown()).toBe('Priya Nair and Ana Lee are typing…');
    expect(spoken()).toBe('Several people are typing…');
    act(() => actor.send({ type: 'conversation.received', message: sampleMessage(10, { chat_id: 1, sender_id: 3 }) }));
    act(() => actor.send({ type: 'conversation.received', message: sampleMessage(11, { chat_id: 1, sender_id: 5 }) }));
    expect(shown()).toBe('');
    expect(spoken()).toBe('');
    actor.stop();
  });
});
