// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed';
import { lazyPart } from './lazyPart';

function Hello({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

afterEach(cleanup);

describe('lazyPart', () => {
  it('a chunk that could not be fetched shows what failed beside the page, and Try again fetches it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('Loading chunk l2 failed.'))
      .mockResolvedValue({ default: Hello });
    const Part = lazyPart(load, {
      fallback: <p>Loading the part</p>,
      failed: (retry) => <LoadFailed what="The part could not load." onRetry={retry} />,
    });
    render(
      <main>
        <h1>The page</h1>
        <Part name="Maya" />
      </main>,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The part could not load.'));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Maya')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that loads shows its fallback, then itself, loading its code once for every instance', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Part = lazyPart(load, { fallback: <p>Loading the part</p>, failed: () => <p>failed</p> });
    render(
      <>
        <Part name="Maya" />
        <Part name="Dan" />
      </>,
    );
    expect(screen.getAllByText('Loading the part')).toHaveLength(2);
    expect(await screen.findByText('Hello, Dan')).toBeTruthy();
    expect(screen.getByText('Hello, Maya')).toBeTruthy();
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
