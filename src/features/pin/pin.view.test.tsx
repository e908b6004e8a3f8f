// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { PIN_LENGTH } from '../../../machines/domain/pinBoxes';
import { pinGateMachine, type PinStatus } from '../../../machines/pin/pinGate.machine';
import { SEND_FAILURE_TEXT } from '../../../machines/pin/pinVerify.machine';
import { PinRefused, type PinManager } from '../../services/pinManager';
import type { WiringDeps } from '../../system/deps';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { createActorJournal } from '../actorPanel/actorJournal';
import { createPinFlows } from './flows';
import { PinDialogHost } from './PinDialogHost';
import PinGuard from './PinGuard';
import { PinSettings } from './PinSettings';

/**
 * The PIN views against the real gate and flows (src/features/pin/flows.ts), with a fake
 * pin-manager service: each tag renders what a person sees, each control sends its event,
 * and the digits typed never reach what the system reports (the inspection stream, as the
 * actor panel's journal keeps it).
 */
const PIN = '481537';
const NEW_PIN = '902614';
const CODE = '735148';

const NO_PIN: PinStatus = { hasPin: false, active: false, lockSeconds: 0, skipped: false };
const PIN_ON: PinStatus = { hasPin: true, active: true, lockSeconds: 0, skipped: false };
const PIN_OFF: PinStatus = { hasPin: true, active: false, lockSeconds: 0, skipped: false };

type Service = { [K in keyof PinManager]: ReturnType<typeof vi.fn> };

function fakeService(overrides: Partial<Service> = {}): Service {
  return {
    setPin: vi.fn(async () => {}),
    replacePin: vi.fn(async () => {}),
    verify: vi.fn(async () => {}),
    toggle: vi.fn(async () => {}),
    sendCode: vi.fn(async () => ({ sentTo: 'j***@example.com', resendAfter: 30 })),
    checkCode: vi.fn(async () => {}),
    ...overrides,
  } as Service;
}

let journal: ReturnType<typeof createActorJournal>;
beforeEach(() => {
  journal = createActorJournal();
  journal.startRecording();
  localStorage.clear();
});

/** Every string the journal holds (its numbers are times and counts). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The events the system received, by type, in order (what the views sent among them). */
const received = () =>
  (journal.lines() ?? []).flatMap((line) =>
    line.kind === 'event' ? [(line.event as { type?: string } | null)?.type ?? ''] : [],
  );

afterEach(() => {
  // Whatever the test typed, the report holds none of it: not as a whole, not digit by digit in an event.
  const reported = strings(journal.stopRecording());
  for (const secret of [PIN, NEW_PIN, CODE]) expect(reported.filter((s) => s.includes(secret))).toEqual([]);
  const digits = (journal.actors() ?? []).flatMap((a) => a.events.filter((e) => e.type === 'pin.digit'));
  for (const e of digits) expect((e.event as { value: unknown }).value).toBe('[redacted]');
});

async function renderPin(ui: ReactNode, status: PinStatus, service = fakeService(), offerIntro = true) {
  const left = vi.fn();
  const deps = {
    api: async () => ({ pinManager: async () => service }),
    accountId: () => 'account-1',
  } as unknown as WiringDeps;
  let current = status;
  const gate = pinGateMachine.provide({
    actors: {
      // After every flow the gate reads the status again: the server's answer, as the test sets it.
      loadStatus: fromPromise(async () => current),
      loadFlows: fromPromise(async () => createPinFlows(deps)),
      watchActivity: fromCallback(() => {}),
    },
    actions: { 'leave the protected page': left },
  });
  const view = await renderWithSystem(ui, {
    actors: { pinGate: { logic: gate, input: { offerIntro } } },
    inspect: journal.inspect,
  });
  // No welcome hints here: the session tells the gate they are over (machines/session, issue #28.6).
  view.actor('pinGate').send({ type: 'pin.welcomeOver' });
  return { view, service, left, nextStatus: (next: PinStatus) => void (current = next) };
}

// Password boxes have no role: found by their label, as a screen reader names them.
const box = (name: string, digit: number) =>
  screen.getByLabelText(`${name}, digit ${digit} of ${PIN_LENGTH}`) as HTMLInputElement;
function type(row: string, digits: string) {
  act(() => [...digits].forEach((d, i) => fireEvent.input(box(row, i + 1), { target: { value: d } })));
}
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the PIN setup dialog (the intro after sign-in, then the boxes)', () => {
  it('intro: says what the PIN protects; Set Up PIN opens the boxes', async () => {
    await renderPin(<PinDialogHost />, NO_PIN);
    const intro = await dialog('Protect your profile and messages');
    expect(
      within(intro).getByText(/Set up a 6-digit PIN\. We will ask for it before your profile and your messages open\./),
    ).toBeTruthy();
    fireEvent.click(within(intro).getByRole('button', { name: 'Set Up PIN' }));
    const boxes = await dialog('Set up your PIN');
    expect(within(boxes).getByText('6 digits, typed twice.')).toBeTruthy();
    expect(within(boxes).getByRole('group', { name: 'Enter a 6-digit PIN' })).toBeTruthy();
    expect(within(boxes).getByRole('group', { name: 'Confirm your PIN' })).toBeTruthy();
    expect(received()).toContain('pin.start');
  });

  it('intro: Skip for now closes it and is remembered for the account', async () => {
    await renderPin(<PinDialogHost />, NO_PIN);
    fireEvent.click(within(await dialog('Protect your profile and messages')).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received()).toContain('pin.skip');
    expect(localStorage.length).toBe(1);
  });

  it('boxes: Save PIN waits for both rows; Show PIN shows the digits; saving, then "Your PIN is set" and Done', async () => {
    let finish: () => void = () => {};
    const service = fakeService({ setPin: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    await renderPin(<PinDialogHost />, NO_PIN, service);
    fireEvent.click(within(await dialog('Protect your profile and messages')).getByRole('button', { name: 'Set Up PIN' }));
    await dialog('Set up your PIN');
    const save = () => screen.getByRole('button', { name: /Save PIN|Saving…/ });

    type('Enter a 6-digit PIN', PIN);
    expect(save()).toHaveProperty('disabled', true);
    expect((box('Enter a 6-digit PIN', 1) as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show PIN' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide PIN' }).getAttribute('aria-pressed')).toBe('true'));
    expect((box('Enter a 6-digit PIN', 1) as HTMLInputElement).type).not.toBe('password');

    type('Confirm your PIN', PIN);
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(save().textContent).toBe('Saving…'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(service.setPin).toHaveBeenCalledWith(PIN);

    await act(async () => finish());
    const done = await dialog('Your PIN is set');
    expect(within(done).getByText('From now on we will ask for it before your profile and messages open.')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received()).toEqual(expect.arrayContaining(['pin.digit', 'pin.toggleVisible', 'pin.submit', 'pin.close']));
  });

  it('boxes: a letter is refused with "Use digits only"; a pasted PIN fills the row; Backspace empties a box', async () => {
    await renderPin(<PinDialogHost />, NO_PIN);
    fireEvent.click(within(await dialog('Protect your profile and messages')).getByRole('button', { name: 'Set Up PIN' }));
    await dialog('Set up your PIN');
    act(() => void fireEvent.input(box('Enter a 6-digit PIN', 1), { target: { value: 'a' } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Use digits only (0–9).'));

    act(() => void fireEvent.input(box('Enter a 6-digit PIN', 1), { target: { value: PIN } }));
    await waitFor(() => expect((box('Enter a 6-digit PIN', PIN_LENGTH) as HTMLInputElement).value).toBe(PIN.at(-1)));
    act(() => void fireEvent.keyDown(box('Enter a 6-digit PIN', PIN_LENGTH), { key: 'Backspace' }));
    await waitFor(() => expect((box('Enter a 6-digit PIN', PIN_LENGTH) as HTMLInputElement).value).toBe(''));
    expect(received()).toEqual(expect.arrayContaining(['pin.paste', 'pin.backspace']));
  });

  it('a failed save says why and keeps the dialog; Cancel closes it', async () => {
    const service = fakeService({ setPin: vi.fn(async () => Promise.reject(new PinRefused('already set'))) });
    await renderPin(<PinDialogHost />, NO_PIN, service);
    fireEvent.click(within(await dialog('Protect your profile and messages')).getByRole('button', { name: 'Set Up PIN' }));
    await dialog('Set up your PIN');
    type('Enter a 6-digit PIN', PIN);
    type('Confirm your PIN', PIN);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save PIN' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('This account already has a PIN. Use Forgot PIN to change it.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received()).toContain('pin.later');
  });
});

describe('the PIN verify dialog (a protected page, and Forgot PIN)', () => {
  it('the guard hides the page and asks; a wrong PIN says so and empties the boxes; the right one shows the page', async () => {
    const service = fakeService({
      verify: vi
        .fn()
        .mockRejectedValueOnce(new PinRefused({ kind: 'wrong', attemptsLeft: 4 }))
        .mockResolvedValue(undefined),
    });
    await renderPin(
      <>
        <PinGuard title="Your profile">
          <p>The profile itself</p>
        </PinGuard>
        <PinDialogHost />
      </>,
      PIN_ON,
      service,
    );
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.queryByText('The profile itself')).toBeNull();
    const ask = await dialog('Enter your PIN');
    expect(within(ask).getByText('Your profile and messages are protected by your PIN.')).toBeTruthy();
    expect(received()).toContain('pin.unlock');

    type('Your PIN', PIN);
    fireEvent.click(within(ask).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(within(ask).getByRole('status').textContent).toMatch(/4/));
    expect((box('Your PIN', 1) as HTMLInputElement).value).toBe('');
    expect(service.verify).toHaveBeenCalledWith(PIN);

    type('Your PIN', PIN);
    fireEvent.click(within(ask).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByText('The profile itself')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel leaves the page hidden with an Enter PIN button, which asks again', async () => {
    await renderPin(
      <>
        <PinGuard title="Messages">
          <p>The messages</p>
        </PinGuard>
        <PinDialogHost />
      </>,
      PIN_ON,
    );
    fireEvent.click(within(await dialog('Enter your PIN')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Enter your PIN to open it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter PIN' }));
    await dialog('Enter your PIN');
    expect(received()).toEqual(expect.arrayContaining(['pin.cancel', 'pin.unlock']));
  });

  it('too many wrong tries: the lockout with its countdown, and Forgot PIN', async () => {
    const service = fakeService({ verify: vi.fn(async () => Promise.reject(new PinRefused({ kind: 'locked', seconds: 900 }))) });
    const { view } = await renderPin(<PinDialogHost />, PIN_ON, service);
    act(() => view.actor('pinGate').send({ type: 'pin.unlock' }));
    const ask = await dialog('Enter your PIN');
    type('Your PIN', PIN);
    fireEvent.click(within(ask).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many wrong tries. You can try again in 15 minutes, or reset your PIN.',
      ),
    );
    expect(screen.getByTestId('pin-lock-countdown').textContent).toBe('15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN' }));
    await dialog('Reset your PIN');
    expect(received()).toContain('pin.forgot');
  });

  it('Forgot PIN: the code is sent, typed and checked, then the new PIN twice is saved with it', async () => {
    const service = fakeService();
    const { view } = await renderPin(<PinDialogHost />, PIN_ON, service);
    act(() => view.actor('pinGate').send({ type: 'pin.unlock' }));
    fireEvent.click(within(await dialog('Enter your PIN')).getByRole('button', { name: 'Forgot PIN?' }));
    const reset = await dialog('Reset your PIN');
    await waitFor(() => expect(within(reset).getByText(/We sent a 6-digit code to j\*\*\*@example\.com\./)).toBeTruthy());
    expect(within(reset).getByRole('button', { name: /Resend in 0:(30|29)/ })).toHaveProperty('disabled', true);

    const code = within(reset).getByRole('textbox', { name: 'Code from the e-mail' });
    const next = within(reset).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    act(() => void fireEvent.input(code, { target: { value: CODE } }));
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);
    await dialog('Choose a new PIN');
    expect(service.checkCode).toHaveBeenCalledWith(CODE);

    type('Enter a 6-digit PIN', NEW_PIN);
    type('Confirm your PIN', NEW_PIN);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save PIN' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await waitFor(() => expect(service.replacePin).toHaveBeenCalledWith(NEW_PIN, CODE));
    expect(received()).toEqual(expect.arrayContaining(['pin.code', 'pin.submit']));
  });

  it('a code that could not be sent says so; Try again sends it again', async () => {
    const service = fakeService({
      sendCode: vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ sentTo: 'j***@example.com', resendAfter: 30 }),
    });
    const { view } = await renderPin(<PinDialogHost />, PIN_ON, service);
    act(() => view.actor('pinGate').send({ type: 'pin.unlock' }));
    fireEvent.click(within(await dialog('Enter your PIN')).getByRole('button', { name: 'Forgot PIN?' }));
    const reset = await dialog('Reset your PIN');
    await waitFor(() => expect(within(reset).getByRole('alert').textContent).toBe(SEND_FAILURE_TEXT));
    fireEvent.click(within(reset).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(reset).getByRole('textbox', { name: 'Code from the e-mail' })).toBeTruthy());
    expect(received()).toContain('pin.resend');
    expect(service.sendCode).toHaveBeenCalledTimes(2);
  });
});

describe("Settings' PIN section", () => {
  it('no PIN yet: Set Up PIN opens the boxes', async () => {
    await renderPin(
      <>
        <PinSettings />
        <PinDialogHost />
      </>,
      { ...NO_PIN, skipped: true },
    );
    expect(await screen.findByText('You have no PIN yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set Up PIN' }));
    await dialog('Set up your PIN');
    expect(received()).toContain('pin.setUp');
  });

  it('on: the switch is checked; turning it off asks for the PIN and sends the toggle', async () => {
    const service = fakeService();
    const { nextStatus } = await renderPin(
      <>
        <PinSettings />
        <PinDialogHost />
      </>,
      PIN_ON,
      service,
    );
    const toggle = await screen.findByRole('switch', { name: 'PIN is on' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    nextStatus(PIN_OFF);
    fireEvent.click(toggle);
    const ask = await dialog('Turn off your PIN');
    expect(within(ask).getByText('Your current PIN confirms it is you.')).toBeTruthy();
    type('Your PIN', PIN);
    fireEvent.click(within(ask).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(service.toggle).toHaveBeenCalledWith(false, PIN));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'PIN is off' }).getAttribute('aria-checked')).toBe('false'));
    expect(received()).toContain('pin.turnOff');
  });

  it('off: turning it on asks for the PIN; Change PIN goes to the e-mailed code', async () => {
    await renderPin(
      <>
        <PinSettings />
        <PinDialogHost />
      </>,
      PIN_OFF,
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'PIN is off' }));
    fireEvent.click(within(await dialog('Turn on your PIN')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change PIN' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    await dialog('Change your PIN');
    expect(received()).toEqual(expect.arrayContaining(['pin.turnOn', 'pin.change']));
  });

  it('status unknown: says so, and Try again asks the server again', async () => {
    const deps = { api: async () => ({}), accountId: () => null } as unknown as WiringDeps;
    const status = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(PIN_OFF);
    const gate = pinGateMachine.provide({
      actors: {
        loadStatus: fromPromise(() => status()),
        loadFlows: fromPromise(async () => createPinFlows(deps)),
        watchActivity: fromCallback(() => {}),
      },
    });
    await renderWithSystem(<PinSettings />, {
      actors: { pinGate: { logic: gate, input: { offerIntro: true } } },
      inspect: journal.inspect,
    });
    expect(await screen.findByText('Your PIN settings could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'PIN is off' })).toBeTruthy();
    expect(received()).toContain('pin.recheck');
  });
});
