import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { ChatRefused, UNAVAILABLE } from './messaging.types';
import { uploadMachine, type UploadEvent, type UploadInput } from './upload.machine';

const file = (size: number, type = 'image/png') => ({ name: 'scan.png', size, type });

describe('upload machine', () => {
  it('covers every state and transition: checks, progress, cancel, a failure kept for Retry, a refusal', async () => {
    await testMachineModel({
      machine: uploadMachine.provide({ actors: { upload: fromCallback<UploadEvent, UploadInput>(() => () => {}) } }),
      inputs: [
        { chatId: 1, file: file(2048) },
        { chatId: 1, file: file(10 * 1024 * 1024 + 1) },
        { chatId: 1, file: file(10, 'application/x-msdownload') },
        // A group picture must be an image, though a PDF may be attached to a message.
        { chatId: null, file: file(10, 'application/pdf'), purpose: 'group picture' },
        { chatId: null, file: file(2048), purpose: 'group picture' },
      ],
      stateKey: (s) => ({ value: s.value, loaded: s.context.loaded > 0, refusal: s.context.refusal?.code ?? null }),
      events: [
        { type: 'upload.progress', loaded: 1024, total: 2048 },
        { type: 'upload.done', attachment: { id: 5, file_name: 'scan.png', content_type: 'image/png', size: 2048 } },
        { type: 'upload.failed', error: new ChatRefused(UNAVAILABLE.messaging) },
        { type: 'upload.failed', error: new ChatRefused({ code: '415', message: 'That kind of file cannot be sent.' }) },
        { type: 'upload.retry' },
        { type: 'upload.cancel' },
      ],
      states: {
        // Transient: only `always`, never in a stable snapshot.
        'upload.checking': () => {
          throw new Error('checking is transient');
        },
        'upload.uploading': (s) => {
          expect(s.hasTag('uploading')).toBe(true);
          expect(s.context.refusal).toBeNull();
        },
        'upload.failed': (s) => expect(s.context.refusal?.code).toBe('unavailable'),
        'upload.refused': (s) => expect(['too large', 'not allowed', 'not a picture', '415']).toContain(s.context.refusal?.code),
        'upload.uploaded': (s) => expect(s.context.attachment?.id).toBe(5),
        'upload.cancelled': (s) => expect(s.status).toBe('done'),
      },
    });
  });
});
