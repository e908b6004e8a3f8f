// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../contract/nora';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { NoraPage } from './NoraPage';

const source = {
  n: 1,
  kind: 'article' as const,
  title: 'Speech and language therapy',
  heading: 'What it helps with',
  href: '/resource-hub/speech-and-language-therapy#section-1',
  quote: 'SLPs help with understanding and using language.',
};

/** A fake nora service whose answer streams the events a test releases one at a time. */
function fakeNora(mode: { mode: 'library' | 'model'; model: string | null } = { mode: 'library', model: null }) {
  const pending: ((event: StreamEvent | null) => void)[] = [];
  const queue: (StreamEvent | null)[] = [];
  const asked: { question: string; conversationId: number | null }[] = [];
  const next = () =>
    new Promise<StreamEvent | null>((resolve) => (queue.length ? resolve(queue.shift()!) : pending.push(resolve)));
  const nora = async () => ({
    ask: async function* (input: { question: string; conversationId: number | null }, signal: AbortSignal) {
      asked.push(input);
      for (;;) {
        const event = await next();
        if (!event || signal.aborted) return;
        yield event;
        // The server's stream ends with done or error.
        if (event.type === 'done' || event.type === 'error') return;
      }
    },
    home: async () => ({ conversations: [{ id: 3, title: 'Sleep', updated_at: '2026-11-24T09:00:00.000Z' }], ...mode }),
    conversation: async () => ({ id: 3, turns: [] }),
    rename: async () => ({ id: 3, title: 'Nights', updated_at: '' }),
    remove: async () => undefined,
  });
  const send = (event: StreamEvent | null) => (pending.length ? pending.shift()!(event) : queue.push(event));
  return { api: { nora } as unknown as Partial<Services>, send, asked };
}

describe('/prompt, Ask Nora', () => {
  it('streams a cited answer into a polite live region that is busy until the answer is complete', async () => {
    const fake = fakeNora();
    await renderWithSystem(<NoraPage />, { api: fake.api });
    expect(await screen.findByText('Answers from Nora’s library')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Ask Nora a question' }), {
      target: { value: 'my son is not talking' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const region = screen.getByText('my son is not talking').closest('[aria-live]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Nora is looking in the library…')).toBeTruthy();

    fake.send({ type: 'conversation', id: 9, title: 'my son is not talking' });
    fake.send({ type: 'sources', sources: [source] });
    fake.send({ type: 'delta', text: 'SLPs help with language ' });
    expect(await screen.findByText('Nora is answering…')).toBeTruthy();
    fake.send({ type: 'delta', text: '[1].' });
    fake.send({ type: 'done', mode: 'library', found: true, notice: null });
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));

    const answer = screen.getByRole('article', { name: 'Answer to: my son is not talking' });
    expect(answer.textContent).toContain('SLPs help with language');
    const citation = within(answer).getByRole('link', { name: 'source 1: Speech and language therapy' });
    expect(citation.getAttribute('href')).toBe('/resource-hub/speech-and-language-therapy#section-1');
    const sources = within(answer).getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Speech and language therapy' })).toBeTruthy();
    // The new conversation is listed first, and a follow-up goes to it.
    const nav = screen.getByRole('navigation', { name: 'Your conversations with Nora' });
    expect(within(nav).getAllByRole('button', { current: true })[0]!.textContent).toBe('my son is not talking');
    fireEvent.input(screen.getByRole('textbox', { name: 'Ask a follow-up' }), { target: { value: 'and at school?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ question: 'and at school?', conversationId: 9 }));
  });

  it('shows the 988 card first for words of crisis, Stop ends the answer, and the model’s name is said', async () => {
    const fake = fakeNora({ mode: 'model', model: 'fake-nora-1' });
    await renderWithSystem(<NoraPage />, { api: fake.api });
    expect(await screen.findByText('Answers from fake-nora-1, citing Nora’s library')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Ask Nora a question' }), { target: { value: 'i want to die' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fake.send({ type: 'conversation', id: 10, title: 'i want to die' });
    fake.send({ type: 'crisis' });
    const card = await screen.findByRole('region', { name: '988 Suicide & Crisis Lifeline' });
    expect(within(card).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('You stopped this answer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
  });

  it('when nothing answers, offers search, the directory and a concierge; an outage offers Try again', async () => {
    const fake = fakeNora();
    await renderWithSystem(<NoraPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'How do I reschedule a session?' }));
    fake.send({ type: 'conversation', id: 11, title: 'How do I reschedule a session?' });
    fake.send({ type: 'sources', sources: [] });
    fake.send({ type: 'delta', text: 'I couldn’t find an answer to that in Nora’s library.' });
    fake.send({ type: 'done', mode: 'library', found: false, notice: null });
    const others = await screen.findByRole('list', { name: 'Other places to look' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Search the app', 'Provider directory', 'Book a concierge']);
    fireEvent.input(screen.getByRole('textbox', { name: 'Ask a follow-up' }), { target: { value: 'again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fake.send({ type: 'error', message: 'Nora could not answer just now. Please try again.' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ question: 'again', conversationId: 11 }));
  });

  it('the conversation list gives titles the width; Rename and Delete are in a menu the keyboard opens (#63.4)', async () => {
    const fake = fakeNora();
    await renderWithSystem(<NoraPage />, { api: fake.api });
    const list = await screen.findByRole('navigation', { name: 'Your conversations with Nora' });
    await within(list).findByRole('button', { name: 'Sleep' });
    // No Rename or Delete beside the title: one menu button.
    expect(within(list).queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const menu = await waitFor(() => {
      const button = within(list).getByRole('button', { name: 'Actions for “Sleep”' });
      expect(button.hasAttribute('disabled')).toBe(false);
      return button;
    });
    fireEvent.keyDown(menu, { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Rename', 'Delete']);
    fireEvent.click(items[0]!);
    const field = await screen.findByRole('textbox', { name: 'New name for “Sleep”' });
    fireEvent.input(field, { target: { value: 'Nights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('button', { name: 'Nights' })).toBeTruthy();
  });

  it('cites the directory search it ran as a link with its filters', async () => {
    const fake = fakeNora();
    await renderWithSystem(<NoraPage />, { api: fake.api });
    fireEvent.input(await screen.findByRole('textbox', { name: /Ask/ }), {
      target: { value: 'How do I find a speech therapist in Boston?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const search = {
      n: 1,
      kind: 'directory' as const,
      title: 'Provider directory search',
      heading: 'providers of speech therapy within 25 miles of Boston, MA',
      href: '/providers?services=speech&near=Boston,%20MA&radius_miles=25',
      quote: '',
    };
    fake.send({ type: 'conversation', id: 12, title: 'speech therapist in Boston' });
    fake.send({ type: 'sources', sources: [search] });
    fake.send({
      type: 'delta',
      text: 'The provider directory lists 7 providers of speech therapy within 25 miles of Boston, MA [1].',
    });
    fake.send({ type: 'done', mode: 'library', found: true, notice: null });
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const link = within(sources).getByRole('link', { name: 'Provider directory search' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/providers');
    expect(href.searchParams.get('services')).toBe('speech');
    expect(href.searchParams.get('near')).toBe('Boston, MA');
    expect(href.searchParams.get('radius_miles')).toBe('25');
  });
});
