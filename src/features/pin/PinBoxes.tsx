import { useEffect, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { PIN_LENGTH, type BoxEdit } from '../../../machines/domain/pinBoxes';

/** What a box sends: the PIN machines' edit events and Enter (digits are masked in every sink). */
export type BoxEvent = BoxEdit | { type: 'pin.submit' };

interface Row {
  /** The row's legend: "Enter a 6-digit PIN", "Confirm your PIN". */
  label: string;
  /** The row's first box in the machine's boxes. */
  start: number;
}

/**
 * The PIN's boxes (SPEC §5): one digit each, six per row. The machine holds what is in
 * them and which has focus; this only renders and reports keys. Typing fills a box and
 * moves on, Backspace in an empty box goes back, a paste fills the row, arrows and
 * Home/End move, Enter submits. The rows stay left-to-right in a right-to-left page:
 * digits are read in that order everywhere.
 */
export function PinBoxes({
  boxes,
  focus,
  visible,
  rows,
  disabled = false,
  describedBy,
  send,
}: {
  boxes: string[];
  focus: number;
  visible: boolean;
  rows: Row[];
  disabled?: boolean;
  /** The hint, mismatch and failure texts, read with the focused box. */
  describedBy?: string;
  send: (event: BoxEvent) => void;
}) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // The machine decides where focus goes (next box, back one, the confirmation row on a mismatch).
  useEffect(() => {
    const target = inputs.current[focus];
    if (target && !disabled && document.activeElement !== target) target.focus();
  }, [focus, disabled]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const last = boxes.length - 1;
    const move = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      send({ type: 'pin.focus', index: Math.min(Math.max(move, 0), last) });
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      send({ type: 'pin.backspace', index });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      send({ type: 'pin.submit' });
    }
  };
  // Typing (and a phone's keyboard, which has no key codes) arrives as input: the new character.
  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    const typed = value.startsWith(boxes[index] ?? '') ? value.slice((boxes[index] ?? '').length) : value;
    // The box shows what the machine holds, whatever was typed.
    event.currentTarget.value = boxes[index] ?? '';
    if (typed.length > 1) send({ type: 'pin.paste', index, text: typed });
    else if (typed.length === 1) send({ type: 'pin.digit', index, value: typed });
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    send({ type: 'pin.paste', index, text: event.clipboardData.getData('text') });
  };

  return (
    <div className="space-y-4">
      {rows.map((row) => (
        <fieldset key={row.start} disabled={disabled}>
          <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{row.label}</legend>
          <div dir="ltr" className="flex justify-center gap-2">
            {Array.from({ length: PIN_LENGTH }, (_, i) => {
              const index = row.start + i;
              return (
                <input
                  key={index}
                  ref={(el) => void (inputs.current[index] = el)}
                  data-testid={`pin-box-${index}`}
                  type={visible ? 'text' : 'password'}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={`${row.label}, digit ${i + 1} of ${PIN_LENGTH}`}
                  aria-describedby={describedBy}
                  value={boxes[index] ?? ''}
                  onChange={() => {}}
                  onInput={onInput(index)}
                  onKeyDown={onKeyDown(index)}
                  onPaste={onPaste(index)}
                  onFocus={() => index !== focus && send({ type: 'pin.focus', index })}
                  className="focus-ring h-12 w-10 rounded-[var(--radius)] border border-slate-400 bg-white text-center text-xl font-semibold text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50"
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
