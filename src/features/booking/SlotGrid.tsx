import { useRef, type KeyboardEvent } from 'react';
import type { Slot } from '../../../machines/booking/booking.types';
import { timeIn } from './format';

const COLUMNS = 4;

/**
 * The times of one day as an ARIA grid: one Tab stop (the chosen time, else the first),
 * arrow keys move between times, Home/End to the row's ends, Enter or Space chooses.
 */
export function SlotGrid({
  label,
  slots,
  zone,
  chosen,
  onChoose,
  disabled,
}: {
  label: string;
  slots: Slot[];
  zone: string;
  chosen: string | null;
  onChoose: (start: string) => void;
  disabled: boolean;
}) {
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = Math.max(
    0,
    slots.findIndex((s) => s.start === chosen),
  );
  const rows = Array.from({ length: Math.ceil(slots.length / COLUMNS) }, (_, r) =>
    slots.slice(r * COLUMNS, r * COLUMNS + COLUMNS),
  );

  const move = (event: KeyboardEvent, index: number) => {
    const to: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + COLUMNS,
      ArrowUp: index - COLUMNS,
      Home: index - (index % COLUMNS),
      End: Math.min(slots.length - 1, index - (index % COLUMNS) + COLUMNS - 1),
    };
    // In a right-to-left page, left and right swap (the grid is mirrored).
    if (document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      to.ArrowRight = index - 1;
      to.ArrowLeft = index + 1;
    }
    const target = to[event.key];
    if (target === undefined) return;
    event.preventDefault();
    cells.current[Math.min(slots.length - 1, Math.max(0, target))]?.focus();
  };

  return (
    <div role="grid" aria-label={label} className="mt-2 grid gap-2">
      {rows.map((row, r) => (
        <div role="row" key={r} className="grid grid-cols-4 gap-2">
          {row.map((slot, c) => {
            const index = r * COLUMNS + c;
            const selected = slot.start === chosen;
            return (
              <div role="gridcell" key={slot.start} aria-selected={selected}>
                <button
                  type="button"
                  ref={(el) => {
                    cells.current[index] = el;
                  }}
                  tabIndex={index === focusIndex ? 0 : -1}
                  disabled={disabled}
                  onKeyDown={(e) => move(e, index)}
                  onClick={() => onChoose(slot.start)}
                  aria-pressed={selected}
                  className={`focus-ring w-full rounded-[var(--radius)] border px-2 py-2 text-sm font-semibold tabular-nums ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
                      : 'border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {timeIn(zone, slot.start)}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
