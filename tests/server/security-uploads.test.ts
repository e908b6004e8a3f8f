import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, serverPerFile, signIn } from './helpers';

// Issue #26 items 1 and 2: one upload must not stall the server, and what one account and one
// address can store is bounded, the unused rest reclaimed.
const CHAT = '/api/chat-server/v2';
const MB = 1024 * 1024;
/** Moved on to age uploads past their unused time, without waiting. */
let later = 0;
const server = serverPerFile({
  uploads: { perMinute: 6, accountBytes: 12 * MB, addressBytes: 15 * MB, now: () => Date.now() + later },
});

const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Not the mentor, whose PIN is on: these tests are about files.
  for (const name of ['coordinator', 'caregiver', 'careseeker', 'provider']) {
    tokens[name] = String((await signIn(server.url, name)).tokens.access_token);
  }
});

/** A PNG signature followed by zeros: every 12 zero bytes read as one more empty PNG chunk. */
const worstPicture = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8)]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const text = (bytes: number) => Buffer.alloc(bytes, 'a');
/** A zip of stored entries, their local headers only: what file-type reads to tell a document. */
const zip = (entries: [string, Buffer][]) =>
  Buffer.concat(
    entries.flatMap(([name, data]) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return [header, Buffer.from(name), data];
    }),
  );
/** A Word document whose thumbnail comes first: its first 4,100 bytes say only "zip". */
const documentWithThumbnailFirst = () =>
  zip([
    ['docProps/thumbnail.jpeg', Buffer.alloc(20_000, 7)],
    [
      '[Content_Types].xml',
      Buffer.from(
        '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ],
    ['word/document.xml', Buffer.from('<w:document/>')],
  ]);

/**
 * POST /upload as `who`, from a loopback address of the test's choosing (each test its own
 * "network", so the per-address quota is tested apart from the others).
 */
async function upload(who: string, from: string, fields: Record<string, string>, bytes: Buffer, name = 'file.txt') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const { port } = new URL(server.url);
  return new Promise<{ status: number; body: Record<string, any>; retryAfter?: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: `${CHAT}/upload`,
        headers: {
          authorization: `Bearer ${tokens[who]}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, any>,
            ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}),
          }),
        );
      },
    );
    // The server may answer (a refusal) before it has read the whole file.
    req.on('error', reject);
    req.end(body);
  });
}
const picture = (who: string, from: string, bytes: Buffer) => upload(who, from, { purpose: 'group_picture' }, bytes, 'p.png');
const directChat = async (who: string, other: string) => {
  const list = (await apiJson(server.url, 'GET', `${CHAT}/chat`, undefined, tokens[who])).body.data as {
    chat_id: number;
    other_user_name: string | null;
  }[];
  return list.find((c) => c.other_user_name === other)!.chat_id;
};

/** How long a request takes, in ms. */
async function timed(run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('one upload does not stall the server (#26.1)', () => {
  it('answers another client’s plain requests while the worst 10 MB picture uploads', async () => {
    const plain = () => apiJson(server.url, 'GET', `${CHAT}/chat/unread/count`, undefined, tokens.careseeker);
    await plain();
    // The same request without an upload, in this run: the slowest of ten.
    const alone: number[] = [];
    for (let i = 0; i < 10; i++) alone.push(await timed(plain));
    const baseline = Math.max(...alone);

    let done = false;
    const uploading = picture('coordinator', '127.0.0.10', worstPicture(10 * MB - 1024)).finally(() => (done = true));
    const during: number[] = [];
    while (!done) during.push(await timed(plain));
    const uploaded = await uploading;
    const worst = Math.max(...during);
    console.info(`plain request: ${baseline.toFixed(0)} ms alone, ${worst.toFixed(0)} ms at worst during the upload`);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({ content_type: 'image/png', size: 10 * MB - 1024 });
    // Generous (a busy 2-core machine), yet far below the seconds a stalled event loop takes.
    expect(worst).toBeLessThan(Math.max(20 * baseline, 750));
  });
});

describe('a file’s kind is read from its first bytes (#26.1)', () => {
  it('still tells a document whose first zip entry is larger than the first sample', async () => {
    await apiJson(server.url, 'POST', `${CHAT}/chat/coordinator/messages`, { message: 'Notes follow' }, tokens.provider);
    const chatId = await directChat('provider', 'coordinator');
    const sent = await upload('provider', '127.0.0.15', { chat_id: String(chatId) }, documentWithThumbnailFirst(), 'notes.docx');
    expect(sent).toMatchObject({
      status: 201,
      body: { data: { content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } },
    });
  });
});

describe('uploads are limited per account and per address (#26.1, #26.2)', () => {
  it('refuses a seventh upload in a minute with a 429 to show, and takes uploads again a minute later', async () => {
    for (let i = 0; i < 6; i++) expect((await picture('careseeker', '127.0.0.11', PNG)).status).toBe(201);
    const refused = await picture('careseeker', '127.0.0.11', PNG);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'You are uploading files too quickly. Wait a minute, then try again.' },
      retryAfter: '60',
    });
    later += 61_000;
    expect((await picture('careseeker', '127.0.0.11', PNG)).status).toBe(201);
  });

  it('bounds what the accounts of one address keep together', async () => {
    expect((await picture('careseeker', '127.0.0.12', worstPicture(7 * MB))).status).toBe(201);
    expect((await picture('provider', '127.0.0.12', worstPicture(7 * MB))).status).toBe(201);
    // The same account from another address has room; from this one, no more fits.
    expect((await picture('provider', '127.0.0.13', worstPicture(2 * MB))).status).toBe(201);
    const over = await picture('provider', '127.0.0.12', worstPicture(2 * MB));
    expect(over).toMatchObject({
      status: 413,
      body: {
        message:
          'That file would take what your network uploaded past its 15 MB limit (1 MB left). Choose a smaller file, or try again later.',
      },
    });
  });

  it('bounds what one account keeps, pictures and files together; unused uploads stop counting and are deleted after an hour', async () => {
    const chatId = await directChat('caregiver', 'mentor');
    const attach = (bytes: Buffer) => upload('caregiver', '127.0.0.14', { chat_id: String(chatId) }, bytes);
    const download = async (fileId: number) =>
      (
        await fetch(`${server.url}${CHAT}/chat/${chatId}/file/${fileId}`, {
          headers: { authorization: `Bearer ${tokens.caregiver}` },
        })
      ).status;

    const sent = await attach(text(7 * MB));
    expect(sent.status).toBe(201);
    const message = { message: '', attachment_id: sent.body.data.id };
    expect((await apiJson(server.url, 'POST', `${CHAT}/chat/mentor/messages`, message, tokens.caregiver)).status).toBe(201);
    const tooBig = await attach(text(7 * MB));
    expect(tooBig).toMatchObject({
      status: 413,
      body: {
        message:
          'That file does not fit in the 12 MB one account may keep (5 MB left). Choose a smaller file, or delete messages with files you no longer need.',
      },
    });
    const waiting = await attach(text(5 * MB));
    expect(waiting.status).toBe(201);
    // Refused before it is stored, and answered: the rest of the request is read, not cut off.
    const full = await picture('caregiver', '127.0.0.14', worstPicture(3 * MB));
    expect(full).toMatchObject({
      status: 413,
      body: {
        message:
          'Your files and pictures have reached the 12 MB one account may keep. Delete messages with files you no longer need, then try again.',
      },
    });

    // An hour on, the file never sent is gone and its room free again; the one sent stays.
    later += 61 * 60_000;
    expect((await attach(text(5 * MB))).status).toBe(201);
    expect(await download(waiting.body.data.id as number)).toBe(404);
    expect(await download(sent.body.data.id as number)).toBe(200);
  });
});
