// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatServer } from '../../services/chatServer';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { PendingUpload } from './PendingUpload';

/*
 * The server's upload limits (issue #26: 429 past 10 uploads a minute, 413 past an account's or
 * an address's quota) reach the person as the server words them, in the composer's pending file
 * and in the group picture field, through the real chat server client's XMLHttpRequest.
 */

/** An XMLHttpRequest whose every request the server answers with `status` and `body`. */
function answering(status: number, body: unknown) {
  return class {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send() {
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  };
}

const chatServer = createChatServer(ky.create({ prefixUrl: 'http://localhost/api' }), {
  apiBaseUrl: 'http://localhost/api',
  accessToken: () => 'token',
});
const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('an upload the server refuses for its limits', () => {
  it('shows the 429 for uploading too quickly under the composer’s file', async () => {
    const message = 'You are uploading files too quickly. Wait a minute, then try again.';
    vi.stubGlobal('XMLHttpRequest', answering(429, { error: message, message }));
    await renderWithSystem(<PendingUpload file={file} to={{ chatId: 7 }} onUploaded={() => {}} onRemove={() => {}} />, {
      api: { chatServer: async () => chatServer },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
  });

  it('shows the 413 for a full account in the group picture field', async () => {
    const message =
      'Your files and pictures have reached the 100 MB one account may keep. Delete messages with files you no longer need, then try again.';
    vi.stubGlobal('XMLHttpRequest', answering(413, { error: message, message }));
    await renderWithSystem(<PendingUpload file={file} to="group picture" onUploaded={() => {}} onRemove={() => {}} />, {
      api: { chatServer: async () => chatServer },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
