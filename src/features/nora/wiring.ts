import { useMemo } from 'react';
import { fromCallback, fromPromise, sendParent } from 'xstate';
import type { ConversationSummary, StreamEvent } from '../../../contract/nora';
import { assistantMachine, type AnswerEvent } from '../../../machines/nora/assistant.machine';
import { conversationsMachine, type NoraHome } from '../../../machines/nora/conversations.machine';
import { useAppSystem } from '../../system/context';

/*
 * Ask Nora's machines with the nora service (src/services/nora.ts, loaded with /prompt only).
 * The answer's stream is a callback actor: its events go to the assistant as they arrive, and
 * stopping the actor (Stop, leaving the page) aborts the request.
 */

export function useNoraLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).nora();
    return assistantMachine.provide({
      actors: {
        answer: fromCallback<AnswerEvent, { question: string; conversationId: number | null }>(({ input, sendBack }) => {
          const stop = new AbortController();
          void (async () => {
            let ended = false;
            try {
              for await (const event of (await service()).ask(input, stop.signal)) {
                if (event.type === 'done' || event.type === 'error') ended = true;
                sendBack(answerEvent(event));
              }
              if (!ended) sendBack({ type: 'answer.error', message: 'The answer was cut off. Please try again.' });
            } catch {
              if (!stop.signal.aborted)
                sendBack({ type: 'answer.error', message: 'Nora could not be reached. Please try again.' });
            }
          })();
          return () => stop.abort();
        }),
        loadConversation: fromPromise(async ({ input, signal }) => (await service()).conversation(input.id, signal)),
        conversations: conversationsMachine.provide({
          actors: {
            loadHome: fromPromise<NoraHome>(async ({ signal }) => (await service()).home(signal)),
            renameConversation: fromPromise<ConversationSummary, { id: number; title: string }>(async ({ input }) =>
              (await service()).rename(input.id, input.title),
            ),
            deleteConversation: fromPromise<void, { id: number }>(async ({ input }) => (await service()).remove(input.id)),
          },
          actions: { 'tell owner deleted': sendParent((_, params: { id: number }) => ({ type: 'nora.deleted', id: params.id })) },
        }),
      },
    });
  }, [api]);
}

/** A stream event as the assistant hears it: the same fields, its type namespaced. */
function answerEvent(event: StreamEvent): AnswerEvent {
  return { ...event, type: `answer.${event.type}` } as AnswerEvent;
}
