import type { Passage } from './retrieval';

/**
 * Nora's two answerers, one interface: given the question and the numbered passages, yield the
 * answer's text as it is produced, citing passages as [n]. The extractive one quotes the best
 * sentences of the top passages (it never writes a word the library does not hold); the model
 * one (model.ts) asks an OpenAI-compatible endpoint to compose from the same passages.
 */
export interface AnswerInput {
  question: string;
  /** Numbered from 1, in the order cited. */
  passages: Passage[];
  /** Earlier questions and answers of the conversation, oldest first. */
  history: { question: string; answer: string }[];
  /** Said before the answer (no diagnosis or dosage), or ''. */
  caution: string;
  /** A "what is" question whose first passage is the article's lead: the answer opens with it. */
  definition?: boolean;
  signal: AbortSignal;
}

export interface Answerer {
  answer(input: AnswerInput): AsyncIterable<string>;
}

/** Passages ranked below this share of the best are not quoted (they matched a stray word). */
const KEEP_SHARE = 0.3;
const QUOTED = 3;

/** The passages worth quoting for a question: the best, and the next two when they rank near it. */
export function quotable(passages: Passage[]): Passage[] {
  const best = passages[0]?.rank ?? 0;
  return passages.filter((p) => p.rank >= best * KEEP_SHARE).slice(0, QUOTED);
}

export const extractive: Answerer = {
  async *answer({ passages, caution }) {
    if (caution) yield `${caution} `;
    for (const [i, passage] of passages.entries()) {
      // The first passage gives its two best sentences, the others their best one.
      const sentences = (passage.sentences.length ? passage.sentences : [passage.quote]).slice(0, i === 0 ? 2 : 1);
      yield `${i === 0 ? '' : ' '}${sentences.join(' ')} [${i + 1}]`;
    }
  },
};
