import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useConciergeFaqLogic } from './wiring';

/**
 * A concierge's FAQ on their card in Book a Session (issue #31): "Questions and answers" opens
 * it, read from the server the first time (machines/reviews/conciergeFaq.machine.ts).
 */
export function ConciergeFaq({ conciergeId, name }: { conciergeId: number; name: string }) {
  // Asked of the reviews owner (issue #60): one FAQ flow per concierge card, while the card is shown.
  const faq = usePageFlow('reviews', `reviews/conciergeFaq/${conciergeId}`, useConciergeFaqLogic(), { conciergeId });
  if (!faq) return null;
  return <ConciergeFaqView faq={faq} name={name} />;
}

function ConciergeFaqView({ faq, name }: { faq: ActorRefFrom<ReturnType<typeof useConciergeFaqLogic>>; name: string }) {
  const s = useSelector(faq, (snapshot) => snapshot);
  const id = useId();
  const open = s.context.faqs !== null || s.hasTag('loading') || s.hasTag('error');
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        className="px-2 py-1"
        aria-expanded={open}
        aria-controls={`${id}-faq`}
        aria-label={`Questions and answers from ${name}`}
        disabled={open}
        onClick={() => faq.send({ type: 'faq.open' })}
      >
        Questions and answers
      </Button>
      <div id={`${id}-faq`} hidden={!open}>
        {s.hasTag('loading') ? (
          <Spinner label="Loading questions…" />
        ) : s.hasTag('error') ? (
          <LoadFailed what="The questions could not be loaded." onRetry={() => faq.send({ type: 'faq.retry' })} />
        ) : s.context.faqs?.length ? (
          <dl className="mt-2 grid gap-2 text-sm" aria-label={`${name}: questions and answers`}>
            {s.context.faqs.map((f) => (
              <div key={f.id}>
                <dt className="font-semibold break-words">{f.question}</dt>
                <dd className="whitespace-pre-line break-words">{f.answer}</dd>
              </div>
            ))}
          </dl>
        ) : s.context.faqs ? (
          <p className="mt-2 text-sm">{name} has not written any questions and answers yet.</p>
        ) : null}
      </div>
    </div>
  );
}
