/**
 * How far heard words are from said ones: the fewest words substituted, left out or put
 * in to turn one into the other (edit distance over words, as word error rate counts).
 * The voice bench scores the recogniser with it (scripts/bench-voice.ts).
 */
export function wordErrors(said: string, heard: string): { errors: number; words: number } {
  const ref = said.split(/\s+/).filter(Boolean);
  const hyp = heard.split(/\s+/).filter(Boolean);
  // One row of the edit-distance table at a time: row[j] is the cost of ref[0..i) → hyp[0..j).
  let row = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitute = row[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      next.push(Math.min(substitute, row[j]! + 1, next[j - 1]! + 1));
    }
    row = next;
  }
  return { errors: row[hyp.length]!, words: ref.length };
}

/** Word accuracy over many utterances: 1 − errors ÷ words said (below 0 when far more is heard than said). */
export function wordAccuracy(pairs: Array<{ said: string; heard: string }>): number {
  let errors = 0;
  let words = 0;
  for (const { said, heard } of pairs) {
    const counted = wordErrors(said, heard);
    errors += counted.errors;
    words += counted.words;
  }
  return words === 0 ? 1 : 1 - errors / words;
}
