import { Link } from '@tanstack/react-router';
import type { ScreeningResult } from '../../../contract/screening';
import { CDC_ATTRIBUTION, CDC_NOT_YET, INSTRUMENTS, type ToolId } from '../../../contract/screening-instruments';
import type { Scored } from '../../../contract/screening-scoring';
import { Button } from '../../ui/Button';
import { BAND_LABEL, BAND_MEANING, NOT_A_DIAGNOSIS } from './meaning';
import { useFocusOnStep } from './useFocusOnStep';
import { takenOn } from './dates';

const linkClass = 'focus-ring text-brand-700 underline dark:text-teal-200';

/** The score in words, what it means and what it does not, the next steps, and whether it is saved. */
export function ResultView({
  tool,
  answers,
  scored,
  saved,
  status,
  onRetry,
  onLeave,
}: {
  tool: ToolId;
  answers: (number | null)[];
  scored: Scored;
  saved: ScreeningResult | null;
  status: 'saving' | 'saved' | 'failed';
  onRetry: () => void;
  onLeave: () => void;
}) {
  const i = INSTRUMENTS[tool];
  const heading = useFocusOnStep<HTMLHeadingElement>('result');
  // Only the milestone checklists have a "Not yet" answer; in PHQ-9, GAD-7 and PSC-17 the same
  // value (2) means "More than half the days" or "Often".
  const notYet = i.kind === 'tracker' ? i.items.filter((_, n) => answers[n] === CDC_NOT_YET) : [];
  return (
    <section aria-labelledby="step-heading" className="mt-6 max-w-3xl">
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Your result: {i.name}
      </h2>
      <p className="mt-3 text-lg" data-testid="screening-score">
        {scored.score === null ? (
          <strong>{BAND_LABEL[scored.band]}</strong>
        ) : (
          <>
            Score <strong>{scored.score}</strong> of {scored.max}: <strong>{BAND_LABEL[scored.band]}</strong>
          </>
        )}
      </p>
      <p className="mt-2">{BAND_MEANING[scored.band]}</p>
      {scored.subscales.length > 0 ? (
        <table className="mt-3 w-full max-w-xl text-start text-sm">
          <caption className="text-start font-semibold">PSC-17 areas</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 text-start">
                Area
              </th>
              <th scope="col" className="py-1 text-start">
                Score
              </th>
              <th scope="col" className="py-1 text-start">
                Cut-off
              </th>
              <th scope="col" className="py-1 text-start">
                Meaning
              </th>
            </tr>
          </thead>
          <tbody>
            {scored.subscales.map((s) => (
              <tr key={s.key}>
                <th scope="row" className="py-1 text-start font-normal">
                  {s.label}
                </th>
                <td>
                  {s.score} of {s.max}
                </td>
                <td>{s.cutoff}</td>
                <td>{s.positive ? 'At or above the cut-off' : 'Below the cut-off'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {notYet.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold">Not yet</h3>
          <ul className="list-disc ps-6">
            {notYet.map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-4 font-semibold">What this does not mean</h3>
      <p className="mt-1">{NOT_A_DIAGNOSIS}</p>
      {i.kind === 'tracker' ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{CDC_ATTRIBUTION}</p> : null}
      <h3 className="mt-4 font-semibold">Next steps</h3>
      <ul className="mt-1 list-disc ps-6">
        <li>
          <Link to="/mentorship/search" className={linkClass}>
            Book a session with a concierge
          </Link>{' '}
          to talk it over and plan what to do.
        </li>
        <li>
          <Link to="/providers" className={linkClass}>
            Find a provider
          </Link>{' '}
          near you.
        </li>
        <li>
          <Link to="/resource-hub" className={linkClass}>
            Read the resource hub
          </Link>{' '}
          on screening, therapies and caregiver wellbeing.
        </li>
      </ul>
      <div className="mt-4" aria-live="polite">
        {status === 'saving' ? <p>Saving your result…</p> : null}
        {status === 'saved' && saved ? <p>Saved to your results on {takenOn(saved.taken_at)}. Only you can see it.</p> : null}
      </div>
      {status === 'failed' ? (
        <div role="alert" className="mt-2">
          <p>We couldn’t save your result. It is still shown here.</p>
          <Button className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
      <Button className="mt-4" variant="secondary" onClick={onLeave}>
        Back to screening tools
      </Button>
    </section>
  );
}
