/**
 * Words of crisis or self-harm in a question: the answer then starts with the 988 Suicide &
 * Crisis Lifeline card, before anything else. A person in distress types fast, so each word of
 * a phrase may be misspelt (one edit in a word of 4 to 7 letters, two from 8; short words exact)
 * and words may run together. Decided on the server, which answers; tests/server/nora-crisis.test.ts
 * holds the phrasings it must and must not catch.
 */

const PHRASES = [
  'suicide',
  'suicidal',
  'kill myself',
  'killing myself',
  'end my life',
  'end my own life',
  'take my own life',
  'taking my own life',
  'end it all',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'better of dead',
  'no reason to live',
  'dont want to live',
  'do not want to live',
  'dont want to be alive',
  'hurt myself',
  'hurting myself',
  'harm myself',
  'harming myself',
  'self harm',
  'self harming',
  'harming himself',
  'harming herself',
  'harming themselves',
  'cut myself',
  'cutting myself',
  'overdose',
  'hurt my child',
  'hurt my son',
  'hurt my daughter',
  'kill my child',
].map((p) => p.split(' '));

/** Lower case, apostrophes dropped (don't → dont), anything else not a letter a space, "my self" → "myself". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .replace(/\bmy self\b/g, 'myself')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const allowed = (word: string) => (word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2);
const near = (typed: string, word: string) => editDistance(typed, word, allowed(word)) <= allowed(word);

/** Whether the words, from `start`, spell the phrase (each word near its own, or the phrase run together). */
function spells(typed: string[], start: number, phrase: string[]): boolean {
  if (phrase.every((word, i) => typed[start + i] !== undefined && near(typed[start + i]!, word))) return true;
  // Words run together ("selfharm", "killmyself"), or one split in two ("sui cide").
  const joined = phrase.join('');
  return [1, 2, 3].some((n) => {
    const run = typed.slice(start, start + n).join('');
    return n <= typed.length - start && (n > 1 || phrase.length > 1) && near(run, joined);
  });
}

export function hasCrisisWords(text: string): boolean {
  const typed = words(text);
  return typed.some((_, start) => PHRASES.some((phrase) => spells(typed, start, phrase)));
}
