/**
 * Voice search on the reference server (issue #13): the offline recogniser behind the
 * voice WebSocket, its grammar built from the database's words, and the protocol's rules.
 * The WAV files are espeak-ng speaking the phrases in tests/fixtures/voice/phrases.json.
 */
import { describe, expect, it } from 'vitest';
import { agreeArticles, buildGrammar, type Vocabulary } from '../../server/voice/grammar';
import { createRecognizerPool } from '../../server/voice/recognizer-pool';
import { onPostgresPass, serverPerFile, tokenFor } from './helpers';
import { frames, openVoice as openVoiceAs, PHRASES, samples } from './voice-client';

const server = serverPerFile();

async function openVoice() {
  const token = await tokenFor(server, 'caregiver');
  return openVoiceAs(server.url, token);
}

describe('the voice WebSocket transcribes speech with the offline recogniser', () => {
  it('sends partial text as it forms, then the final text, then closes normally (1000)', async () => {
    const { ws, messages, closed } = await openVoice();
    for (const frame of frames(samples('harbor-physical-therapy.wav'))) ws.send(frame);
    ws.send(JSON.stringify({ type: 'end' }));
    expect(await closed).toEqual({ code: 1000, reason: 'done' });
    const partials = messages.filter((m) => m.type === 'partial').map((m) => m.text);
    expect(partials.length).toBeGreaterThan(0);
    expect(partials.at(-1)).toBe('harbor physical therapy');
    expect(messages.at(-1)).toEqual({ type: 'final', text: 'harbor physical therapy' });
  });

  // Decoding never reaches the database: these run on the PGlite pass only (onPostgresPass).
  it.skipIf(onPostgresPass).each(PHRASES.filter((p) => p.transcript !== ''))(
    'hears "$transcript"',
    async ({ file, transcript }) => {
      const { ws, messages, closed } = await openVoice();
      for (const frame of frames(samples(file))) ws.send(frame);
      ws.send(JSON.stringify({ type: 'end' }));
      await closed;
      expect(messages.at(-1)).toEqual({ type: 'final', text: transcript });
    },
  );

  it('answers silence with empty final text', async () => {
    const { ws, messages, closed } = await openVoice();
    for (const frame of frames(samples('silence.wav'))) ws.send(frame);
    ws.send(JSON.stringify({ type: 'end' }));
    expect((await closed).code).toBe(1000);
    // A partial may flicker on a breath; the final text is empty.
    expect(messages.at(-1)).toEqual({ type: 'final', text: '' });
  });

  it('closes with 1007 on a text frame that is not the end message, or audio that is not 16-bit', async () => {
    const text = await openVoice();
    text.ws.send('hello');
    expect((await text.closed).code).toBe(1007);
    const odd = await openVoice();
    odd.ws.send(Buffer.alloc(3201));
    expect((await odd.closed).code).toBe(1007);
    expect((await fetch(`${server.url}/config.json`)).status).toBe(200);
  });

  it('drops an utterance whose client went away, and serves the next one', async () => {
    const gone = await openVoice();
    const pcm = samples('autism-support-in-denver.wav');
    for (const frame of [...frames(pcm)].slice(0, 10)) gone.ws.send(frame);
    gone.ws.terminate();
    const { ws, messages, closed } = await openVoice();
    for (const frame of frames(pcm)) ws.send(frame);
    ws.send(JSON.stringify({ type: 'end' }));
    await closed;
    expect(messages.at(-1)).toEqual({ type: 'final', text: 'autism support in denver' });
  });
});

describe('the grammar', () => {
  const dictionary = new Map([
    ['find', 'F AY N D'],
    ['speech', 'S P IY CH'],
    ['therapy', 'TH EH R AH P IY'],
    ['neuro', 'N UH R OW'],
    ['psychology', 'S AY K AA L AH JH IY'],
    ['near', 'N IH R'],
    ['in', 'IH N'],
    ['me', 'M IY'],
    ['denver', 'D EH N V ER'],
    ['autism', 'AO T IH Z AH M'],
    ['a', 'AH'],
    ['an', 'AE N'],
  ]);
  const lookup = async (words: string[]) => new Map(words.map((w) => [w, dictionary.get(w) ?? null]));
  const vocabulary: Vocabulary = {
    leads: ['Find'],
    subjects: ['Speech Therapy', 'Neuropsychology', 'Zqxwv Clinic'],
    places: ['Denver', 'St. Zqxwv'],
  };

  it('joins two dictionary words for a word the dictionary lacks, and leaves out phrases it cannot say', async () => {
    const grammar = await buildGrammar(vocabulary, lookup);
    expect(grammar.added).toEqual([['neuropsychology', 'N UH R OW S AY K AA L AH JH IY']]);
    expect(grammar.leftOut).toEqual(['clinic', 'st', 'zqxwv']);
    expect(grammar.jsgf).toContain('<subject> = neuropsychology | speech therapy;');
    expect(grammar.jsgf).toContain('<place> = (near | in) (denver);');
    expect(grammar.jsgf).toContain('<nearby> = near me;');
    expect(grammar.jsgf).not.toContain('zqxwv');
  });

  it('writes "a" or "an" as the next word sounds, which the decoder cannot hear', async () => {
    const grammar = await buildGrammar(
      { ...vocabulary, leads: ['find a', 'find an'], subjects: ['autism', 'speech therapy'] },
      lookup,
    );
    expect(grammar.vowelFirst).toEqual(['a', 'an', 'autism', 'in']);
    expect(agreeArticles('find a autism', grammar)).toBe('find an autism');
    expect(agreeArticles('find an speech therapy near me', grammar)).toBe('find a speech therapy near me');
    expect(agreeArticles('find an autism', grammar)).toBe('find an autism');
    // A partial ending on the article is left as heard: its next word is not known yet.
    expect(agreeArticles('find an', grammar)).toBe('find an');
  });

  it('has a new version when the data changes, and the same one when it does not', async () => {
    const one = await buildGrammar(vocabulary, lookup);
    expect((await buildGrammar(vocabulary, lookup)).version).toBe(one.version);
    const more = await buildGrammar({ ...vocabulary, places: [...vocabulary.places, 'Find'] }, lookup);
    expect(more.version).not.toBe(one.version);
  });

  it('is rebuilt by the recogniser when the words it is given change, so a new provider can be said', async () => {
    let subjects = ['speech therapy'];
    const built: string[][] = [];
    const pool = createRecognizerPool({
      vocabulary: async () => ({ leads: ['find'], subjects, places: ['denver'] }),
      onGrammar: (grammar) => built.push(grammar.jsgf.split('\n').filter((l) => l.startsWith('<subject>'))),
    });
    const say = async (file: string) => {
      let final = '';
      async function* audio() {
        for (const frame of frames(samples(file))) yield new Int16Array(frame.buffer, frame.byteOffset, frame.length / 2);
      }
      for await (const fragment of pool.transcribe(audio(), new AbortController().signal))
        if (fragment.type === 'final') final = fragment.text;
      return final;
    };
    try {
      expect(await say('harbor-physical-therapy.wav')).not.toBe('harbor physical therapy');
      subjects = ['speech therapy', 'Harbor Physical Therapy'];
      expect(await say('harbor-physical-therapy.wav')).toBe('harbor physical therapy');
      expect(built).toEqual([['<subject> = speech therapy;'], ['<subject> = harbor physical therapy | speech therapy;']]);
      const { audioMs, decodeMs } = pool.stats();
      expect(audioMs).toBeGreaterThan(2000);
      expect(decodeMs).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
