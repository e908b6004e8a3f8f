/**
 * What a typed or spoken request asks for. "Show me speech therapy near me" is not three
 * search terms and a place name: the words that only make it a request ("show me",
 * "i need a") are dropped, a place at the end ("near me", "in Denver", "02139") is read
 * apart, and what is left is searched for.
 */
import { stateCode } from '../places';
import { MAX_TERMS, words as termsOf } from './query';

/** A request is read whole (its place is at the end), then searched for by its first MAX_TERMS words. */
const words = (text: string) => termsOf(text, 60);

/** How people start a request, longest first so "find me a" is dropped whole (voice grammar leads included). */
export const REQUEST_LEADS = [
  'can you help me find',
  'can you find me',
  'can you find',
  'help me find',
  'i am looking for',
  "i'm looking for",
  'im looking for',
  'where can i find',
  'where can i get',
  'i would like',
  "i'd like",
  'looking for',
  'search for',
  'find me',
  'show me',
  'get me',
  'i need',
  'i want',
  'we need',
  'where is',
  'where are',
  'is there',
  'are there',
  'find',
  'search',
  'show',
  'please',
];

/** Words with no meaning of their own in a request: never searched for. */
export const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'some',
  'any',
  'please',
  'for',
  'of',
  'to',
  'with',
  'and',
  'or',
  'my',
  'our',
  'me',
  'us',
  'i',
  'is',
  'are',
  'good',
  'best',
  'local',
  'nearby',
]);

/** "Near me" said in other ways (the voice grammar offers each: server/voice/vocabulary.ts). */
export const NEARBY = ['near me', 'close to me', 'around me', 'near here', 'around here', 'nearby', 'close by', 'in my area'];
const HERE = NEARBY;

/** Whom a request is for, in "… for my daughter": who asks, not what is searched for. */
export const FAMILY = ['son', 'daughter', 'child', 'kid', 'children', 'kids', 'baby', 'toddler', 'teenager'];
const FOR_FAMILY = /\bfor (?:my|our) (?:son|daughter|child|kid|children|kids|baby|toddler|teenager)s?\b/giu;
const PLACE_WORDS = ['in', 'near', 'around'];

/**
 * Where the request says to look, as said. `trailing` is a state at the very end with no "in"
 * before its town ("autism support Cambridge, MA", "speech therapy boston ma"): the town is the
 * last one to three words, whichever the gazetteer knows in that state.
 */
export type PlaceAsked =
  | { kind: 'here' }
  | { kind: 'zip'; zip: string }
  | { kind: 'named'; city: string; state?: string }
  | { kind: 'trailing'; state: string };

/**
 * State codes that are also everyday words: "therapy near me", "speech in" are not Maine or
 * Indiana. Such a code is a state only after a comma ("Portland, ME").
 */
const WORD_LIKE_STATES = new Set([
  'IN',
  'OR',
  'ME',
  'HI',
  'OK',
  'DE',
  'LA',
  'AL',
  'PA',
  'CO',
  'OH',
  'ID',
  'MA',
  'GA',
  'AS',
  'MD',
]);

export interface RequestWords {
  /** The words to search for, lower case, in the order said. */
  terms: string[];
  place: PlaceAsked | null;
}

const startsWith = (list: string[], lead: string[]) => lead.length <= list.length && lead.every((w, i) => list[i] === w);
const LEADS = REQUEST_LEADS.map((lead) => lead.replace(/'/g, '').split(' ')).sort((a, b) => b.length - a.length);

/**
 * Reads a request into terms and a place. A named place ("in denver") is only a
 * candidate: `understand` checks it is one, since "support in school" names none.
 */
export function readRequest(text: string): RequestWords & { placeWords: string[]; placeSaid: string[] } {
  // "City, ST" (or "City, State") keeps its state: the comma is read before the words lose it.
  const stated = /(?:^|\s)(?:in|near|around)\s+([\p{L} .'-]+),\s*([\p{L}][\p{L} ]*?)\.?\s*[?!.]*\s*$/iu.exec(text);
  const statedState = stated ? stateCode(stated[2]!) : undefined;
  const trailingComma = statedState ? null : /,\s*([\p{L}][\p{L} ]*?)\.?\s*[?!.]*\s*$/u.exec(text);
  const trailingState = trailingComma ? stateCode(trailingComma[1]!) : undefined;
  text = text.replace(FOR_FAMILY, ' ');
  let list = words(text.replace(/'/g, ''));
  let place: PlaceAsked | null = null;
  let placeWords: string[] = [];
  // The candidate place with its "in"/"near", to put back as said when it names no place.
  let placeSaid: string[] = [];
  if (stated && statedState) {
    place = { kind: 'named', city: stated[1]!.trim(), state: statedState };
    list = words(text.slice(0, stated.index).replace(/'/g, ''));
  } else if (trailingComma && trailingState) {
    place = { kind: 'trailing', state: trailingState };
    list = words(text.slice(0, trailingComma.index).replace(/'/g, ''));
  } else {
    // "boston ma": a state code as the last word, after at least one other, unless it is also a word.
    const last = list.at(-1)?.toUpperCase() ?? '';
    if (list.length > 1 && last.length === 2 && !WORD_LIKE_STATES.has(last) && stateCode(last) === last) {
      place = { kind: 'trailing', state: last };
      list = list.slice(0, -1);
    }
  }
  const zipAt = list.findIndex((w) => /^\d{5}$/.test(w));
  if (!place && zipAt !== -1) {
    place = { kind: 'zip', zip: list[zipAt]! };
    list = list.slice(0, zipAt).concat(list.slice(zipAt + 1));
    if (PLACE_WORDS.includes(list[zipAt - 1] ?? '')) list.splice(zipAt - 1, 1);
  }
  if (!place) {
    const here = HERE.map((h) => h.split(' ')).find((h) => startsWith(list.slice(list.length - h.length), h));
    if (here) {
      place = { kind: 'here' };
      list = list.slice(0, list.length - here.length);
    } else {
      // The last "in"/"near" with one to three words after it may name a place.
      const at = list.findLastIndex(
        (w, i) => PLACE_WORDS.includes(w) && i > 0 && list.length - i - 1 >= 1 && list.length - i - 1 <= 3,
      );
      if (at !== -1) {
        placeWords = list.slice(at + 1);
        placeSaid = list.slice(at);
        place = { kind: 'named', city: placeWords.join(' ') };
        list = list.slice(0, at);
      }
    }
  }
  for (let lead = LEADS.find((l) => startsWith(list, l)); lead; lead = LEADS.find((l) => startsWith(list, l))) {
    list = list.slice(lead.length);
  }
  const terms = list.filter((w) => !FILLER_WORDS.has(w)).slice(0, MAX_TERMS);
  return { terms, place, placeWords, placeSaid };
}

/** A place the search can use: a zip code, or a city (with its state when known). */
export interface Place {
  zip?: string;
  city?: string;
  state?: string;
  /** As a person reads it: "Denver, CO 80202" or "Denver, CO". */
  label: string;
  /** Where distances are measured from, when the place is one the gazetteer knows. */
  latitude?: number;
  longitude?: number;
}

export interface Understood {
  /** The words searched for, joined ("speech therapy"). */
  text: string;
  place: Place | null;
}

export interface PlaceLookups {
  /** The person's own zip code and city, when the profile has one ("near me"). */
  home(): Promise<Place | null>;
  /** A US town (server/places), or null. */
  city(name: string, state?: string): Promise<Place | null>;
  /** A zip code's place (its centroid and post-office name), or null for one that is not a US zip. */
  zip(zip: string): Promise<Place | null>;
  /** Whether a word is one the search data uses (then "in school" is a term, not a place). */
  isSearchWord(word: string): Promise<boolean>;
}

/**
 * The request's terms and its place, resolved: "near me" is the person's zip (dropped
 * when unknown), a known city is that city, an unknown name is kept as a place unless
 * its words are search words. A request of request words only ("find me") searches its
 * words as typed, so nothing typed is silently lost.
 */
export async function understand(text: string, lookups: PlaceLookups): Promise<Understood> {
  const read = readRequest(text);
  let terms = read.terms;
  let place: Place | null = null;
  const asked = read.place;
  if (asked?.kind === 'here') place = await lookups.home();
  else if (asked?.kind === 'zip') place = (await lookups.zip(asked.zip)) ?? { zip: asked.zip, label: asked.zip };
  else if (asked?.kind === 'trailing') {
    // The longest run of the last words that is a town of that state ("support Cambridge" is not).
    for (let n = Math.min(3, terms.length); n >= 1 && !place; n--) {
      place = await lookups.city(terms.slice(-n).join(' '), asked.state);
      if (place) terms = terms.slice(0, -n);
    }
  } else if (asked?.kind === 'named') {
    place = await lookups.city(asked.city, asked.state);
    if (!place) {
      const searchWords = await Promise.all(read.placeWords.map((w) => lookups.isSearchWord(w)));
      if (asked.state || !searchWords.some(Boolean)) {
        const city = asked.city.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
        place = { city, ...(asked.state ? { state: asked.state } : {}), label: asked.state ? `${city}, ${asked.state}` : city };
      } else {
        terms = [...terms, ...read.placeSaid.filter((w) => !FILLER_WORDS.has(w))];
      }
    }
  }
  if (terms.length === 0 && !asked) terms = termsOf(text);
  return { text: terms.join(' '), place };
}
