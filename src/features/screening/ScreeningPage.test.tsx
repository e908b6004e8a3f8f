// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewResult, ScreeningResult } from '../../../contract/screening';
import { score } from '../../../contract/screening-scoring';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ScreeningPage } from './ScreeningPage';

const stored = (id: number, tool: ScreeningResult['tool'], answers: number[], taken_at: string): ScreeningResult => {
  const s = score(tool, answers);
  return {
    id,
    tool,
    answers,
    score: s.score,
    max: s.max,
    band: s.band,
    subscales: s.subscales,
    safety_flag: s.safetyFlag,
    not_yet: s.notYet,
    taken_at,
  };
};

/** A fake screening service: what was saved and deleted, and whether saving fails the next time. */
function fakeService(initial: ScreeningResult[] = []) {
  const saves: NewResult[] = [];
  const removed: number[] = [];
  let failNext = false;
  let next = 100;
  const screening = async () => ({
    list: async () => initial,
    save: async (input: NewResult) => {
      saves.push(input);
      if (failNext) {
        failNext = false;
        throw new Error('503');
      }
      return stored(next++, input.tool, input.answers, '2026-11-25T12:00:00.000Z');
    },
    remove: async (id: number) => void removed.push(id),
    one: async () => initial[0]!,
  });
  return { api: { screening } as unknown as Partial<Services>, saves, removed, failNextSave: () => (failNext = true) };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** Answers the question shown with the choice named, then Next (or Review answers on the last). */
async function answer(choice: string) {
  fireEvent.click(screen.getByRole('radio', { name: choice }));
  click(/^(Next|Review answers)$/);
}

beforeEach(() => window.sessionStorage.clear());

describe('/screening-tools', () => {
  it('lists the tools, links the licensed screeners with why, and shows past results with a chart and a table', async () => {
    const { api } = fakeService([
      stored(2, 'phq9', [1, 1, 1, 1, 1, 0, 0, 0, 0], '2026-11-20T09:00:00.000Z'),
      stored(1, 'phq9', [2, 2, 2, 2, 2, 2, 0, 0, 0], '2026-10-20T09:00:00.000Z'),
    ]);
    await renderWithSystem(<ScreeningPage />, { api });
    expect(screen.getByRole('button', { name: 'Start Depression (PHQ-9)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Anxiety (GAD-7)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Milestones at 9 months' })).toBeTruthy();
    expect(screen.getByText(/licensed by their authors, so we do not reproduce them/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /M-CHAT-R\/F/ }).getAttribute('href')).toBe('https://mchatscreen.com/');
    expect(screen.getByText(/does not imply endorsement by CDC/)).toBeTruthy();

    const chart = await screen.findByRole('img', { name: /PHQ-9 scores, oldest to newest: 12 on .*, 5 on .* \(out of 27\)/ });
    expect(chart).toBeTruthy();
    const table = screen.getByRole('table', { name: 'PHQ-9 results, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['5 of 27, Mild', '12 of 27, Moderate']);
  });

  it('takes PHQ-9 one question at a time with focus on each step; item 9 above 0 shows the 988 card before the result, then the result is saved', async () => {
    const fake = fakeService();
    await renderWithSystem(<ScreeningPage />, { api: fake.api });
    click('Start Depression (PHQ-9)');
    expect(document.activeElement).toBe(await heading('Depression (PHQ-9)'));
    click('Begin');
    expect(document.activeElement).toBe(await heading('Question 1 of 9'));
    expect(screen.getByRole('group', { name: /Little interest or pleasure in doing things/ })).toBeTruthy();
    // Next waits for an answer.
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await answer('More than half the days');
    expect(document.activeElement).toBe(await heading('Question 2 of 9'));
    // Back keeps the answer given.
    click('Back');
    await heading('Question 1 of 9');
    expect((screen.getByRole('radio', { name: 'More than half the days' }) as HTMLInputElement).checked).toBe(true);
    click('Next');
    for (let n = 2; n <= 8; n++) await answer('Not at all');
    await heading('Question 9 of 9');
    expect(screen.getByText('Thoughts that you would be better off dead or of hurting yourself in some way')).toBeTruthy();
    await answer('Several days');
    expect(document.activeElement).toBe(await heading('Review your answers'));
    click('See my result');

    const card = await heading(/you don’t have to carry this alone/);
    expect(document.activeElement).toBe(card);
    expect(screen.queryByTestId('screening-score')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(screen.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    expect(screen.getByText(/call 911 or go to the nearest emergency room/)).toBeTruthy();
    // Nothing is saved before the person has seen the card.
    expect(fake.saves).toEqual([]);
    click('Continue to my result');

    expect(document.activeElement).toBe(await heading('Your result: PHQ-9'));
    expect(screen.getByTestId('screening-score').textContent).toBe('Score 3 of 27: Minimal');
    // Answer 1 was "More than half the days" (2, the value a milestone's "Not yet" has): not a milestone.
    expect(screen.queryByRole('heading', { name: 'Not yet' })).toBeNull();
    expect(screen.queryByText('Little interest or pleasure in doing things')).toBeNull();
    expect(screen.getByText(/not a diagnosis/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a session with a concierge' }).getAttribute('href')).toBe('/mentorship/search');
    expect(screen.getByRole('link', { name: 'Find a provider' }).getAttribute('href')).toBe('/providers');
    expect(screen.getByRole('link', { name: 'Read the resource hub' }).getAttribute('href')).toBe('/resource-hub');
    expect(await screen.findByText(/Saved to your results on .*Only you can see it/)).toBeTruthy();
    expect(fake.saves).toEqual([{ tool: 'phq9', answers: [2, 0, 0, 0, 0, 0, 0, 0, 1] }]);

    click('Back to screening tools');
    const table = await screen.findByRole('table', { name: 'PHQ-9 results, newest first' });
    expect(within(table).getByText('3 of 27, Minimal')).toBeTruthy();
  });

  it('GAD-7 goes straight to the result, with no 988 card; a failed save keeps the result and offers Try again', async () => {
    const fake = fakeService();
    fake.failNextSave();
    await renderWithSystem(<ScreeningPage />, { api: fake.api });
    click('Start Anxiety (GAD-7)');
    click('Begin');
    for (let n = 1; n <= 7; n++) await answer('Nearly every day');
    await heading('Review your answers');
    // Change answer 7 from the review, then come back to it.
    click('Change answer 7');
    await heading('Question 7 of 7');
    await answer('Several days');
    click('See my result');
    await heading('Your result: GAD-7');
    expect(screen.queryByRole('link', { name: 'Call 988' })).toBeNull();
    expect(screen.getByTestId('screening-score').textContent).toBe('Score 19 of 21: Severe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t save your result');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Saved to your results/)).toBeTruthy();
    expect(fake.saves).toHaveLength(2);
  });

  it('a milestone checklist lists the milestones answered “Not yet”', async () => {
    await renderWithSystem(<ScreeningPage />, { api: fakeService().api });
    click('Milestones at 2 months');
    click('Begin');
    await answer('Not yet');
    for (let n = 2; n <= 11; n++) await answer('Yes');
    await heading('Review your answers');
    click('See my result');
    await heading('Your result: Milestones at 2 months');
    const list = screen.getByRole('heading', { name: 'Not yet' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Calms down when spoken to or picked up']);
  });

  it('keeps the answers when the page reloads (the draft in this tab)', async () => {
    const first = await renderWithSystem(<ScreeningPage />, { api: fakeService().api });
    click('Start Anxiety (GAD-7)');
    click('Begin');
    await answer('Several days');
    await heading('Question 2 of 7');
    first.unmount();

    await renderWithSystem(<ScreeningPage />, { api: fakeService().api });
    await heading('Question 2 of 7');
    click('Back');
    await heading('Question 1 of 7');
    expect((screen.getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);
    // Leaving forgets it: the next visit opens the choice.
    click('Leave');
    expect(await screen.findByRole('button', { name: 'Start Anxiety (GAD-7)' })).toBeTruthy();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('deletes a past result only after asking', async () => {
    const fake = fakeService([stored(7, 'gad7', [1, 1, 1, 1, 1, 0, 0], '2026-11-20T09:00:00.000Z')]);
    await renderWithSystem(<ScreeningPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: /Delete the result of .*: 5 of 21, Mild/ }));
    const ask = screen.getByRole('alertdialog', { name: /Delete the result of .*\? This cannot be undone\./ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.removed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Delete the result of/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(fake.removed).toEqual([7]));
    expect(await screen.findByText('No results yet. The ones you take are listed here.')).toBeTruthy();
  });

  it('shares a result from the form’s three choices, which the sharing flow holds as its draft (issue #62)', async () => {
    const jordan = { user_id: 5, display_name: 'Jordan Lee' };
    const shared: unknown[] = [];
    const results = [stored(2, 'gad7', [1, 2, 1, 0, 1, 2, 1], '2026-11-20T09:00:00.000Z')];
    const screening = async () => ({
      list: async () => results,
      one: async () => results[0]!,
      shareReaders: async () => [jordan],
      myShares: async () => ({ shares: [], at: Date.parse('2026-12-01T12:00:00.000Z') }),
      share: async (body: unknown) => {
        shared.push(body);
        return { id: 9, result_id: 2, reader: jordan, created_at: '2026-12-01T12:00:00.000Z', until: null };
      },
    });
    const view = await renderWithSystem(<ScreeningPage />, { api: { screening } as unknown as Partial<Services> });
    const section = await screen.findByRole('region', { name: 'Share a result' });
    const result = await within(section).findByLabelText(/^Result/);
    fireEvent.change(result, { target: { value: '2' } });
    fireEvent.change(within(section).getByLabelText(/^With/), { target: { value: '5' } });
    fireEvent.change(within(section).getByLabelText(/^For/), { target: { value: 'revoked' } });
    // The choices are the flow's, not the view's.
    const flows = view.actor('screening').getSnapshot().children as Record<
      string,
      { getSnapshot(): { context: { draft: unknown } } }
    >;
    expect(flows['screening/shares']!.getSnapshot().context.draft).toEqual({ resultId: 2, readerId: 5, days: null });
    fireEvent.click(within(section).getByRole('button', { name: 'Share' }));
    await within(section).findByText('Shared with Jordan Lee.');
    expect(shared).toEqual([{ result_id: 2, reader_id: 5, days: null }]);
  });
});
