// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PIN_LENGTH } from '../../../machines/domain/pinBoxes';
import { pinSetupMachine } from '../../../machines/pin/pinSetup.machine';
import { MISMATCH_TEXT, SetupFlow } from './PinDialog';

const flow = () =>
  createActor(
    pinSetupMachine.provide({
      actors: { savePin: fromPromise<void, { pin: string; otp: string | null }>(() => new Promise<void>(() => {})) },
      actions: { 'remember skip': () => {} },
    }),
    { input: { startWith: 'boxes' } },
  ).start();

const box = (index: number) => screen.getByTestId(`pin-box-${index}`) as HTMLInputElement;
const typeIn = (index: number, digit: string) => fireEvent.input(box(index), { target: { value: digit } });

describe('the PIN setup dialog', () => {
  let actor: ReturnType<typeof flow> | undefined;
  afterEach(() => actor?.stop());

  it('after "PINs do not match" the confirmation row is empty, its first box has focus, and the live region says why', async () => {
    actor = flow();
    render(<SetupFlow flow={actor} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      [...'123456'].forEach((d, i) => typeIn(i, d));
      [...'123457'].forEach((d, i) => typeIn(PIN_LENGTH + i, d));
    });

    // The message is the live region's own text, so it is announced, not only shown.
    await waitFor(() => expect(status.textContent).toBe(MISMATCH_TEXT));
    expect(Array.from({ length: PIN_LENGTH }, (_, i) => box(PIN_LENGTH + i).value)).toEqual(['', '', '', '', '', '']);
    expect(Array.from({ length: PIN_LENGTH }, (_, i) => box(i).value).join('')).toBe('123456');
    await waitFor(() => expect(document.activeElement).toBe(box(PIN_LENGTH)));
    expect(screen.getByRole('button', { name: 'Save PIN' })).toHaveProperty('disabled', true);

    // Typing the confirmation again takes the message away; a match can be saved.
    act(() => typeIn(PIN_LENGTH, '1'));
    await waitFor(() => expect(status.textContent).toBe(''));
    act(() => [...'23456'].forEach((d, i) => typeIn(PIN_LENGTH + 1 + i, d)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save PIN' })).toHaveProperty('disabled', false));
  });
});
