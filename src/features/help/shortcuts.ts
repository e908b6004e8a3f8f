/**
 * The keys the product answers to, for Help's keyboard shortcuts table, as the components handle
 * them (messaging/Composer.tsx, search/ZipField.tsx and the header search, booking/SlotGrid.tsx,
 * pin/PinBoxes.tsx, the dialogs and menus). A key added to a component belongs here too.
 */
export const SHORTCUTS: readonly { keys: string[]; where: string; does: string }[] = [
  { keys: ['Enter'], where: 'Message box', does: 'Sends the message' },
  { keys: ['Shift', 'Enter'], where: 'Message box', does: 'Starts a new line' },
  { keys: ['Escape'], where: 'Dialogs and menus', does: 'Closes the dialog or menu' },
  { keys: ['↑', '↓'], where: 'Search suggestions and menus', does: 'Moves through the choices' },
  { keys: ['←', '→'], where: 'Booking times', does: 'Moves between free times (mirrored right to left)' },
  { keys: ['Backspace'], where: 'PIN boxes', does: 'Clears the box, or goes back one box when it is empty' },
  { keys: ['Enter'], where: 'PIN boxes', does: 'Submits the PIN when both are filled and match' },
  { keys: ['Tab'], where: 'Everywhere', does: 'Moves to the next link, button or field; Shift+Tab goes back' },
];
