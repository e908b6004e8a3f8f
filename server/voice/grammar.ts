/**
 * The recogniser's grammar: PocketSphinx in soundswallower decodes finite-state grammars
 * only, so what can be said is written out as JSGF from the database's own words (see
 * vocabulary.ts). Every word must have a pronunciation: one from the model's dictionary, one
 * made by joining two dictionary words ("neuropsychology" = "neuro" + "psychology"), or
 * the phrase that holds it is left out (a grammar naming an unknown word is refused whole).
 */
import { createHash } from 'node:crypto';

export interface Vocabulary {
  /** How a search starts: "find", "show me", "i need a". */
  leads: string[];
  /** What is searched for: provider names, services, what providers help with, conditions. */
  subjects: string[];
  /** Where: city names ("near" or "in" is put before them). */
  places: string[];
  /** Where the person is: "near me", "nearby", "close to me" ("near me" when not given). */
  nearby?: string[];
  /** Whom it is for, said before the place: "for my son". */
  forWhom?: string[];
}

/** A word the model's dictionary lacks, with the pronunciation made for it. */
export type AddedWord = [word: string, pronunciation: string];

export interface Grammar {
  jsgf: string;
  /** Pronunciations to add to the decoder's dictionary before the grammar is set. */
  added: AddedWord[];
  /** Words with no pronunciation: phrases holding them cannot be said. */
  leftOut: string[];
  /** Changes when the grammar does: decoders holding another version are given this one. */
  version: string;
  /** Its words that begin with a vowel sound ("autism", "adhd": "ay-dee…"), which "an" goes before. */
  vowelFirst: string[];
}

/** The model's dictionary: each word's pronunciation, or null when it has none. */
export type Lookup = (words: string[]) => Promise<Map<string, string | null>>;

/** Lower case, letters and apostrophes only: what the dictionary's entries look like. */
export function spokenWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .replace(/[^a-z']+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0);
}

const MIN_PART = 3;

/** Every way to cut a word in two parts of at least three letters, longest first part first. */
function splits(word: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = word.length - MIN_PART; i >= MIN_PART; i -= 1) out.push([word.slice(0, i), word.slice(i)]);
  return out;
}

/** The model's vowels (CMU phones): a word whose pronunciation starts with one takes "an". */
const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/**
 * "A" or "an" as the next word sounds. The two are too short to tell apart by ear (the
 * decoder heard "looking for a epilepsy specialist", "get an speech therapy"); spelling
 * settles it, as it does for a typist.
 */
export function agreeArticles(text: string, grammar: Pick<Grammar, 'vowelFirst'>): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const next = words[i + 1];
      if ((word !== 'a' && word !== 'an') || next === undefined) return word;
      return grammar.vowelFirst.includes(next) ? 'an' : 'a';
    })
    .join(' ');
}

const alternatives = (phrases: string[]) => phrases.map((phrase) => phrase).join(' | ');

export async function buildGrammar(vocabulary: Vocabulary, lookup: Lookup): Promise<Grammar> {
  const phrases = (list: string[]) => [...new Set(list.map((p) => spokenWords(p).join(' ')).filter(Boolean))].sort();
  const leads = phrases(vocabulary.leads);
  const subjects = phrases(vocabulary.subjects);
  const places = phrases(vocabulary.places);
  const nearby = phrases(vocabulary.nearby ?? ['near me']);
  const forWhom = phrases(vocabulary.forWhom ?? []);
  const words = [
    ...new Set([...leads, ...subjects, ...places, ...nearby, ...forWhom, 'near', 'in'].flatMap((p) => p.split(' '))),
  ];

  const known = await lookup(words);
  const missing = words.filter((word) => !known.get(word));
  const parts = await lookup([...new Set(missing.flatMap((word) => splits(word).flat()))]);
  const added: AddedWord[] = [];
  const leftOut: string[] = [];
  for (const word of missing) {
    const split = splits(word).find(([a, b]) => parts.get(a) && parts.get(b));
    if (split) added.push([word, `${parts.get(split[0])} ${parts.get(split[1])}`]);
    else leftOut.push(word);
  }
  const sayable = (phrase: string) => phrase.split(' ').every((word) => !leftOut.includes(word));
  const keep = (list: string[]) => list.filter(sayable);

  // A person says more than the subject: how a request starts, whom it is for and where,
  // each optional. Words the grammar lacks are not heard as silence: the decoder forces them
  // onto the nearest phrase, or finds no phrase at all and hears nothing.
  // "Near me" is its own phrase: "in me" is no place, yet "(near | in) (me | denver)" let
  // the decoder hear "near me" as it.
  const [sayPlaces, sayNearby, sayForWhom] = [keep(places), keep(nearby), keep(forWhom)];
  const where = [sayPlaces.length > 0 ? '<place>' : '', sayNearby.length > 0 ? '<nearby>' : ''].filter(Boolean).join(' | ');
  const lines = [
    '#JSGF V1.0;',
    'grammar search;',
    `public <search> = [<lead>] <subject>${sayForWhom.length > 0 ? ' [<for>]' : ''}${where ? ` [${where}]` : ''};`,
    `<lead> = ${alternatives(keep(leads))};`,
    `<subject> = ${alternatives(keep(subjects))};`,
    ...(sayPlaces.length > 0 ? [`<place> = (near | in) (${alternatives(sayPlaces)});`] : []),
    ...(sayNearby.length > 0 ? [`<nearby> = ${alternatives(sayNearby)};`] : []),
    ...(sayForWhom.length > 0 ? [`<for> = ${alternatives(sayForWhom)};`] : []),
  ];
  // A rule with no alternative is not JSGF: an empty list keeps a word that is always there.
  const jsgf = lines.map((line) => line.replace(/= ;$/, '= <NULL>;')).join('\n') + '\n';
  const version = createHash('sha256').update(jsgf).update(JSON.stringify(added)).digest('hex').slice(0, 16);
  const pronunciation = new Map([...known, ...added]);
  const vowelFirst = words.filter((word) => VOWELS.has(pronunciation.get(word)?.split(' ')[0] ?? '')).sort();
  return { jsgf, added, leftOut: leftOut.sort(), version, vowelFirst };
}
