// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { useChatFiles } from './useChatFiles';

/* An attachment's bytes, read through the chat server's client (the token is a header). */
function Download() {
  const files = useChatFiles();
  const [got, setGot] = useState('');
  return (
    <button type="button" onClick={() => void files(12, 34).then(async (blob) => setGot(await blob.text()))}>
      {got || 'Download'}
    </button>
  );
}

describe('useChatFiles', () => {
  it('reads the chosen file of the chat from the chat server', async () => {
    const asked: Array<[number, number]> = [];
    const api = {
      chatServer: async () => ({
        file: async (chatId: number, fileId: number) => {
          asked.push([chatId, fileId]);
          return new Blob(['the report']);
        },
      }),
    } as unknown as Services;
    await renderWithSystem(<Download />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('the report'));
    expect(asked).toEqual([[12, 34]]);
  });
});
