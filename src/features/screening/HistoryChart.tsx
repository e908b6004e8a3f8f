import type { ScreeningResult } from '../../../contract/screening';
import { takenOn } from './dates';

const W = 320;
const H = 96;
const PAD = 8;

/**
 * A tool's scores over time, oldest to newest, as a line on its full range (0 to the maximum).
 * The SVG is named by a sentence listing the scores; the table beside it holds the same figures.
 */
export function HistoryChart({ name, results }: { name: string; results: ScreeningResult[] }) {
  const points = results.filter((r) => r.score !== null && r.max !== null).reverse();
  if (points.length === 0) return null;
  const max = points[0]!.max!;
  const x = (n: number) => (points.length === 1 ? W / 2 : PAD + (n * (W - 2 * PAD)) / (points.length - 1));
  const y = (score: number) => H - PAD - (score / max) * (H - 2 * PAD);
  const label = `${name} scores, oldest to newest: ${points.map((p) => `${p.score} on ${takenOn(p.taken_at)}`).join(', ')} (out of ${max}).`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      className="mt-2 h-24 w-full max-w-sm text-brand-700 dark:text-teal-300"
    >
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className="stroke-slate-300 dark:stroke-slate-600" />
      <polyline
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        points={points.map((p, n) => `${x(n)},${y(p.score!)}`).join(' ')}
      />
      {points.map((p, n) => (
        <circle key={p.id} cx={x(n)} cy={y(p.score!)} r={4} fill="currentColor" />
      ))}
    </svg>
  );
}
