// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { usePicture } from './usePicture';

/* A group's picture as an <img> shows it: uploaded ones read with the token, once; others as they are. */
const uploaded = (n: number) =>
  `http://localhost/chat-server/v2/picture/${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

function Picture({ url }: { url: string | null }) {
  const shown = usePicture(url);
  return <output aria-label="picture">{shown ?? 'none'}</output>;
}

function withPictures(answer: (url: string) => Promise<Blob>) {
  const read: string[] = [];
  const api = {
    chatServer: async () => ({
      picture: (url: string) => {
        read.push(url);
        return answer(url);
      },
    }),
  } as unknown as Services;
  return { api, read };
}

describe('usePicture', () => {
  it("shows a person's avatar address as it is, reading nothing", async () => {
    const { api, read } = withPictures(async () => new Blob());
    await renderWithSystem(<Picture url="https://example.org/avatar.png" />, { api });
    expect(screen.getByLabelText('picture').textContent).toBe('https://example.org/avatar.png');
    expect(read).toEqual([]);
  });

  it('reads an uploaded picture with the token once per address, and shows it as an object URL', async () => {
    const { api, read } = withPictures(async () => new Blob(['png'], { type: 'image/png' }));
    const view = await renderWithSystem(<Picture url={uploaded(1)} />, { api });
    await waitFor(() => expect(screen.getByLabelText('picture').textContent).toMatch(/^blob:/));
    view.unmount();
    await renderWithSystem(<Picture url={uploaded(1)} />, { api });
    await waitFor(() => expect(screen.getByLabelText('picture').textContent).toMatch(/^blob:/));
    expect(read).toEqual([uploaded(1)]);
  });

  it('shows nothing for a picture that could not be read, and tries again the next time', async () => {
    let fail = true;
    const { api, read } = withPictures(async () => {
      if (fail) throw new Error('unavailable');
      return new Blob(['png'], { type: 'image/png' });
    });
    const view = await renderWithSystem(<Picture url={uploaded(2)} />, { api });
    await waitFor(() => expect(read).toHaveLength(1));
    expect(screen.getByLabelText('picture').textContent).toBe('none');
    view.unmount();
    fail = false;
    await renderWithSystem(<Picture url={uploaded(2)} />, { api });
    await waitFor(() => expect(screen.getByLabelText('picture').textContent).toMatch(/^blob:/));
    expect(read).toEqual([uploaded(2), uploaded(2)]);
  });
});
