/**
 * The PIN's boxes (SPEC §5): one character per box, six for the PIN and, when setting
 * one, six more to confirm it. Pure functions over the boxes and the focused box, used
 * by the PIN machines' actions; the view renders what they return.
 *
 * Digits only: this product's choice where SPEC leaves it open (docs/FEATURES.md, "The PIN"), so a phone
 * shows its number pad and a letter typed is refused with a hint.
 */
export const PIN_LENGTH = 6;

export interface Boxes {
  /** One character or '' per box: 6, or 12 with the confirmation row. */
  pinBoxes: string[];
  /** The box that has (or gets) focus. */
  focus: number;
  /** A character that is not a digit was refused: the hint shows until the next edit. */
  refused: boolean;
}

const isDigit = (c: string) => /^\d$/.test(c);
const rowStart = (index: number) => index - (index % PIN_LENGTH);
const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1);

export const emptyBoxes = (count: number): Boxes => ({ pinBoxes: Array(count).fill(''), focus: 0, refused: false });

/** A key typed in a box: a digit fills it and moves on (to the next row too); anything else is refused. */
export function typeInto(boxes: Boxes, index: number, char: string): Boxes {
  if (!isDigit(char)) return { ...boxes, refused: true };
  const pinBoxes = boxes.pinBoxes.with(index, char);
  return { pinBoxes, focus: clamp(index + 1, pinBoxes.length), refused: false };
}

/**
 * A paste into any box of a row fills that row from its first box with the first six
 * characters (SPEC §5; more are ignored). A paste with anything but digits in those six
 * changes nothing and shows the hint.
 */
export function pasteInto(boxes: Boxes, index: number, text: string): Boxes {
  const chars = Array.from(text.trim()).slice(0, PIN_LENGTH);
  if (chars.length === 0 || !chars.every(isDigit)) return { ...boxes, refused: true };
  const start = rowStart(index);
  const pinBoxes = [...boxes.pinBoxes];
  chars.forEach((c, i) => (pinBoxes[start + i] = c));
  return { pinBoxes, focus: clamp(start + chars.length, pinBoxes.length), refused: false };
}

/** Backspace clears the box; in an empty box it goes back one and clears that one (SPEC §5). */
export function backspaceIn(boxes: Boxes, index: number): Boxes {
  if (boxes.pinBoxes[index]) return { ...boxes, pinBoxes: boxes.pinBoxes.with(index, ''), focus: index, refused: false };
  if (index === 0) return { ...boxes, focus: 0, refused: false };
  return { pinBoxes: boxes.pinBoxes.with(index - 1, ''), focus: index - 1, refused: false };
}

/** Arrows, Home/End and clicks move focus without changing the boxes. */
export const focusOn = (boxes: Boxes, index: number): Boxes => ({ ...boxes, focus: clamp(index, boxes.pinBoxes.length) });

export const allFilled = (pinBoxes: string[]) => pinBoxes.every((c) => c !== '');
export const firstRow = (pinBoxes: string[]) => pinBoxes.slice(0, PIN_LENGTH).join('');
export const secondRow = (pinBoxes: string[]) => pinBoxes.slice(PIN_LENGTH, 2 * PIN_LENGTH).join('');
export const rowsMatch = (pinBoxes: string[]) => firstRow(pinBoxes) === secondRow(pinBoxes);

/** What a box reports (the PIN machines' edit events; their digits are masked in every sink). */
export type BoxEdit =
  | { type: 'pin.digit'; index: number; value: string }
  | { type: 'pin.paste'; index: number; text: string }
  | { type: 'pin.backspace'; index: number }
  | { type: 'pin.focus'; index: number };

/** One edit applied to the boxes: the one reducer both PIN machines assign with. */
export function editBoxes(boxes: Boxes, edit: BoxEdit): Boxes {
  switch (edit.type) {
    case 'pin.digit':
      return typeInto(boxes, edit.index, edit.value);
    case 'pin.paste':
      return pasteInto(boxes, edit.index, edit.text);
    case 'pin.backspace':
      return backspaceIn(boxes, edit.index);
    case 'pin.focus':
      return focusOn(boxes, edit.index);
  }
}

const isEdit = (event: { type: string }): event is BoxEdit =>
  event.type === 'pin.digit' || event.type === 'pin.paste' || event.type === 'pin.backspace' || event.type === 'pin.focus';

/** The edit in an event, if it is one (for an `assign` that any event may reach). */
export const editFrom = (boxes: Boxes, event: { type: string }): Partial<Boxes> => (isEdit(event) ? editBoxes(boxes, event) : {});

/**
 * The box edits as transitions, the same in every state of typing of both PIN machines
 * (each provides the actions 'edit boxes', 'forget failure' and 'toggle visible'). Focus
 * moves forget nothing: the failure text stays until something is typed.
 */
export const BOX_EDITS = {
  'pin.digit': { actions: ['edit boxes', 'forget failure'] },
  'pin.paste': { actions: ['edit boxes', 'forget failure'] },
  'pin.backspace': { actions: ['edit boxes', 'forget failure'] },
  'pin.focus': { actions: 'edit boxes' },
  'pin.toggleVisible': { actions: 'toggle visible' },
} as const;
