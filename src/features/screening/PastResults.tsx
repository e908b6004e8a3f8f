import { useSelector } from '@xstate/react';
import type { ScreeningResult } from '../../../contract/screening';
import { INSTRUMENTS, TOOL_IDS } from '../../../contract/screening-instruments';
import type { ScreeningHistoryActorRef } from '../../../machines/screening/screeningHistory.machine';
import { Button } from '../../ui/Button';
import { InlineConfirm } from '../../ui/InlineConfirm';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { takenOn } from './dates';
import { HistoryChart } from './HistoryChart';
import { BAND_LABEL } from './meaning';

/** The person's past results, by tool, newest first, with a chart of the scores and Delete. */
export function PastResults({ history }: { history: ScreeningHistoryActorRef }) {
  const s = useSelector(history, (snapshot) => snapshot);
  const { results, pending, deleteFailed } = s.context;
  const tools = TOOL_IDS.filter((tool) => results.some((r) => r.tool === tool));
  return (
    <section aria-labelledby="past-heading" className="mt-10">
      <h2 id="past-heading" className="text-xl font-semibold">
        Your past results
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Only you can see these.</p>
      {s.hasTag('loading') ? <Spinner label="Loading your results" /> : null}
      {s.hasTag('error') ? (
        <LoadFailed
          className="mt-3"
          what="Your past results could not be loaded."
          onRetry={() => history.send({ type: 'history.retry' })}
        />
      ) : null}
      {s.hasTag('ready') && results.length === 0 ? (
        <p className="mt-3">No results yet. The ones you take are listed here.</p>
      ) : null}
      {deleteFailed ? (
        <p role="alert" className="mt-3">
          That result could not be deleted. Please try again.
        </p>
      ) : null}
      {tools.map((tool) => {
        const mine = results.filter((r) => r.tool === tool);
        const name = INSTRUMENTS[tool].name;
        return (
          <div key={tool} className="mt-6">
            <h3 className="font-semibold">{INSTRUMENTS[tool].title}</h3>
            <HistoryChart name={name} results={mine} />
            <table className="mt-2 w-full max-w-2xl text-sm">
              <caption className="sr-only">{name} results, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 text-start">
                    Date
                  </th>
                  <th scope="col" className="py-1 text-start">
                    Result
                  </th>
                  <th scope="col" className="py-1 text-start">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {mine.map((r) => (
                  <ResultRow
                    key={r.id}
                    result={r}
                    asking={pending === r.id && s.hasTag('confirming')}
                    deleting={pending === r.id && s.hasTag('deleting')}
                    onDelete={() => history.send({ type: 'history.delete', id: r.id })}
                    onConfirm={() => history.send({ type: 'history.confirm' })}
                    onCancel={() => history.send({ type: 'history.cancel' })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}

function ResultRow({
  result,
  asking,
  deleting,
  onDelete,
  onConfirm,
  onCancel,
}: {
  result: ScreeningResult;
  asking: boolean;
  deleting: boolean;
  onDelete: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const date = takenOn(result.taken_at);
  const summary =
    result.score === null
      ? `${BAND_LABEL[result.band]}${result.not_yet ? ` (${result.not_yet} not yet)` : ''}`
      : `${result.score} of ${result.max}, ${BAND_LABEL[result.band]}`;
  return (
    <>
      <tr className="border-t border-slate-200 dark:border-slate-700">
        <td className="py-1">{date}</td>
        <td className="py-1">{summary}</td>
        <td className="py-1 text-end">
          <Button variant="ghost" disabled={deleting} onClick={onDelete} aria-label={`Delete the result of ${date}: ${summary}`}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </td>
      </tr>
      {asking ? (
        <tr>
          <td colSpan={3}>
            <InlineConfirm
              question={`Delete the result of ${date}? This cannot be undone.`}
              confirm="Delete"
              onConfirm={onConfirm}
              onCancel={onCancel}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}
