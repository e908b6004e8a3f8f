// @vitest-environment happy-dom
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInTurn, hydrateInTurns } from './hydrateInTurns';
import { nextTask } from '../scheduling/nextTask';
import { useHydrated } from './useHydrated';

const aTask = () => new Promise<void>((resolve) => nextTask(resolve));
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A prerendered page: a frame with a button, then two parts with a button each. */
function Page({ clicked }: { clicked: string[] }) {
  return (
    <div>
      <header>
        <button onClick={() => clicked.push('menu')}>Menu</button>
      </header>
      <HydrateInTurn>
        <section aria-label="First">
          <button onClick={() => clicked.push('first')}>Get started</button>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section aria-label="Second">
          <button onClick={() => clicked.push('second')}>Join</button>
        </section>
      </HydrateInTurn>
    </div>
  );
}

let container: HTMLElement | undefined;
afterEach(() => {
  cleanup();
  container?.remove();
});

describe('a prerendered page hydrated in turns', () => {
  it('keeps the markup as it is; the frame answers at once, each part a task after the one before it', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page clicked={[]} />);
    document.body.append(container);
    const first = screen.getByRole('button', { name: 'Get started' });
    const second = screen.getByRole('button', { name: 'Join' });
    const clicked: string[] = [];

    hydrateInTurns(container, <Page clicked={clicked} />);
    await flush();
    // Nothing was drawn again or twice: the same elements, once each.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Menu', 'Get started', 'Join']);
    expect(screen.getByRole('button', { name: 'Get started' })).toBe(first);
    const clickAll = () => {
      for (const name of ['Menu', 'Get started', 'Join']) screen.getByRole('button', { name }).click();
    };
    clickAll();
    expect(clicked).toEqual(['menu']);

    // Task by task, which buttons answer: the frame's, then the first part's too, then (in a later
    // task) the second's.
    const answering = ['menu'];
    for (let i = 0; i < 12 && answering.at(-1) !== 'menu first second'; i++) {
      await aTask();
      await flush();
      clicked.length = 0;
      clickAll();
      if (clicked.join(' ') !== answering.at(-1)) answering.push(clicked.join(' '));
    }
    expect(answering).toEqual(['menu', 'menu first', 'menu first second']);
    expect(screen.getByRole('button', { name: 'Join' })).toBe(second);
    expect(container.querySelectorAll('section')).toHaveLength(2);
  });

  it('a part whose props changed while it waited ends with the current ones, not the markup’s (#63.1)', async () => {
    // The home page's hero: the frame knows the session only after hydrating, and passes
    // `disabled` to a part still waiting for its turn.
    function Hero() {
      const ready = useHydrated();
      return (
        <HydrateInTurn>
          <section aria-label="Hero">
            <button disabled={!ready} data-state={ready ? 'ready' : 'waiting'}>
              Get started
            </button>
          </section>
        </HydrateInTurn>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Hero />);
    document.body.append(container);
    expect((screen.getByRole('button', { name: 'Get started' }) as HTMLButtonElement).disabled).toBe(true);

    hydrateInTurns(container, <Hero />);
    // React hydrates in tasks of its scheduler's own: wait for the part's turn and its render.
    await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Get started' }) as HTMLButtonElement;
      expect(button.getAttribute('data-state')).toBe('ready');
      expect(button.disabled).toBe(false);
    });
  });

  it('what a person typed and chose before the script ran reaches the page once it has hydrated (contact form flake, #59)', async () => {
    // A form like the contact form: its state, not the fields, is what it sends, and it renders
    // again once the page is live (its button waits for the script).
    function Form({ sent }: { sent: string[] }) {
      const live = useHydrated();
      const [name, setName] = useState('');
      const [role, setRole] = useState('');
      const [message, setMessage] = useState('');
      const submit = (event: FormEvent) => {
        event.preventDefault();
        sent.push(`${name}|${role}|${message}`);
      };
      return (
        <form aria-label="Contact" onSubmit={submit}>
          <label>
            Your name
            <input value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </label>
          <HydrateInTurn>
            <div>
              <label>
                Role
                <select value={role} onChange={(e) => setRole(e.currentTarget.value)}>
                  <option value="">Choose</option>
                  <option value="employer">An employer</option>
                </select>
              </label>
              <label>
                Your message
                <textarea value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
              </label>
            </div>
          </HydrateInTurn>
          <button type="submit" disabled={!live}>
            Send
          </button>
        </form>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form sent={[]} />);
    document.body.append(container);
    // Typed before the script ran: the fields show it, nothing else knows.
    (screen.getByLabelText('Your name') as HTMLInputElement).value = 'Ana López';
    (screen.getByLabelText('Role') as HTMLSelectElement).value = 'employer';
    (screen.getByLabelText('Your message') as HTMLTextAreaElement).value = 'A pilot for our staff';
    const sent: string[] = [];

    hydrateInTurns(container, <Form sent={sent} />);
    // Sent once the page has come alive: what was typed, as it was typed.
    await waitFor(() => {
      screen.getByRole('button', { name: 'Send' }).click();
      expect(sent.at(-1)).toBe('Ana López|employer|A pilot for our staff');
    });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ana López');
  });

  it('draws a part at once outside a hydration (a page drawn in the app)', () => {
    const clicked: string[] = [];
    render(<Page clicked={clicked} />);
    screen.getByRole('button', { name: 'Join' }).click();
    expect(clicked).toEqual(['second']);
  });
});
