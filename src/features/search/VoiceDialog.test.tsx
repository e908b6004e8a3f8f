// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { voiceSearchMachine } from '../../../machines/search/voiceSearch.machine';
import VoiceDialog from './VoiceDialog';

const flow = () =>
  createActor(
    voiceSearchMachine.provide({
      actors: { capture: fromCallback(() => {}) },
      actions: { 'report failure': () => {} },
    }),
  ).start();

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the voice dialog while voice search is busy (issue #26)', () => {
  let actor: ReturnType<typeof flow> | undefined;
  afterEach(() => actor?.stop());

  it('says the person waits and where they are in line, then that it listens when their turn comes', () => {
    actor = flow();
    render(<VoiceDialog open voice={actor} pathname="/" />);
    act(() => {
      actor!.send({ type: 'voice.ready' });
      actor!.send({ type: 'voice.queued', position: 2 });
    });
    const dialog = screen.getByRole('dialog', { name: 'Search by voice' });
    expect(dialog.getAttribute('data-state')).toBe('queued');
    expect(dialog.textContent).toContain('Voice search is busy; you are number 2 in line…');
    expect(dialog.textContent).toContain('Start speaking when it says “Listening”.');
    // Nothing can be searched or reset while waiting; closing still works.
    expect([button('Reset').disabled, button('Edit & Search').disabled, button('Stop & Search Now').disabled]).toEqual([
      true,
      true,
      true,
    ]);
    expect(button('Close voice search').disabled).toBe(false);

    act(() => actor!.send({ type: 'voice.queued', position: 1 }));
    expect(dialog.textContent).toContain('Voice search is busy; you are next in line…');

    act(() => actor!.send({ type: 'voice.listening' }));
    expect(dialog.getAttribute('data-state')).toBe('recording');
    expect(dialog.textContent).toContain('Listening… say what you are looking for');
    expect(dialog.textContent).not.toContain('busy');
  });
});
