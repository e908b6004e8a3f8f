// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Staged } from './staged';

afterEach(cleanup);

/** Which parts were on the page each time it changed: one entry per render that drew something. */
function recordDraws(container: HTMLElement) {
  const draws: string[][] = [];
  const observer = new MutationObserver(() => {
    draws.push([...container.querySelectorAll('[data-part]')].map((part) => part.getAttribute('data-part')!));
  });
  observer.observe(container, { childList: true, subtree: true });
  return { draws, stop: () => observer.disconnect() };
}

describe('Staged', () => {
  it('draws its parts one render at a time after the frame, the lowest order first, then as they mounted', async () => {
    const { container } = render(
      <div>
        <p>The frame</p>
        <Staged placeholder={<span>search soon</span>}>
          <p data-part="search">Search</p>
        </Staged>
        <Staged>
          <p data-part="profile">Profile</p>
        </Staged>
        <Staged order={-1}>
          <p data-part="page">The page</p>
        </Staged>
      </div>,
    );
    // The first render is the frame alone, with a part's placeholder where it will be.
    expect(screen.getByText('The frame')).toBeTruthy();
    expect(screen.getByText('search soon')).toBeTruthy();
    expect(container.querySelectorAll('[data-part]')).toHaveLength(0);

    const { draws, stop } = recordDraws(container);
    await waitFor(() => expect(container.querySelectorAll('[data-part]')).toHaveLength(3));
    stop();
    expect(draws).toEqual([['page'], ['search', 'page'], ['search', 'profile', 'page']]);
    expect(screen.queryByText('search soon')).toBeNull();
  });

  it('a part waits for its turn only once it is wanted (`when`), the others going on meanwhile', async () => {
    function Page() {
      const [ready, setReady] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => setReady(true)}>
            Ready
          </button>
          <Staged order={-1} when={ready} placeholder={<p>Waiting</p>}>
            <p>Wanted later</p>
          </Staged>
          <Staged>
            <p>Drawn first</p>
          </Staged>
        </div>
      );
    }
    render(<Page />);
    expect(await screen.findByText('Drawn first')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    screen.getByRole('button', { name: 'Ready' }).click();
    expect(await screen.findByText('Wanted later')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('a part taken off the page before its turn passes it on, and a part drawn stays drawn', async () => {
    function Page() {
      const [withAside, setWithAside] = useState(true);
      return (
        <div>
          <Staged>
            <button type="button" data-part="first" onClick={() => setWithAside(false)}>
              Drop the aside
            </button>
          </Staged>
          {withAside ? (
            <Staged>
              <p data-part="aside">Aside</p>
            </Staged>
          ) : null}
          <Staged>
            <p data-part="last">Last</p>
          </Staged>
        </div>
      );
    }
    render(<Page />);
    (await screen.findByRole('button', { name: 'Drop the aside' })).click();
    expect(await screen.findByText('Last')).toBeTruthy();
    expect(screen.queryByText('Aside')).toBeNull();
    expect(screen.getByRole('button', { name: 'Drop the aside' })).toBeTruthy();
  });
});
