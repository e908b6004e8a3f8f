import type { Mode, Source, StreamEvent } from '../../contract/nora';
import type { Database } from '../db/database';
import { extractive, quotable, type Answerer } from './answerers';
import { hasCrisisWords } from './crisis';
import { ModelFailure } from './model';
import { SERVICES, labelOf, type ServiceKey } from '../../contract/directory';
import { understandFor } from '../search';
import { answerProviders, directoryHref, providerQuestion, SERVICE_WORDS } from './providers';
import { articleLead, retrieve, type Passage } from './retrieval';
import type { TurnRow } from './store';

/**
 * One answer, from question to done, as the events the stream carries: crisis first when the
 * question has words of crisis, then sources, the text as it is produced, and done. The model
 * answers when one is configured; when it fails or stalls the library's answer follows, said so.
 */

/** Asking for a diagnosis or a dose: the answer says first that Nora gives neither. */
const MEDICAL =
  /\b(dose|doses|dosage|dosing|mg|milligrams?|how much (melatonin|medication|medicine)|prescri\w*|diagnos\w* (my|him|her|them)|does (my|he|she) \w+ have|is it autism|does (he|she) have)\b/i;
export const CAUTION =
  'I can’t give a diagnosis or a dose. Here is general information from the library; a clinician who knows your child can advise you.';

export const NOT_FOUND =
  'I couldn’t find an answer to that in Nora’s library. You could search the app, look in the provider directory, or book a session with a concierge.';

/**
 * A passage answers a question only when it holds two of the question's words (after stemming
 * and stop words), or half of them: "How do I change the oil in a diesel tractor engine?" shares
 * only "change" with the PIN article, which is no answer. Below that, Nora says it found nothing.
 */
export const answers = (p: Passage) => p.matched >= Math.min(2, Math.max(1, p.asked)) || p.matched * 2 >= Math.max(1, p.asked);

/** "What is X?", "What are X?", "What does X mean?", "Define X": the X asked about, or undefined. */
export function definitionTerm(question: string): string | undefined {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  const asked =
    /^(?:what(?:'s|’s| is| are)|define|meaning of)\s+(?:an?\s+|the\s+)?(.+)$/i.exec(q)?.[1] ??
    /^what does\s+(?:an?\s+|the\s+)?(.+?)\s+mean$/i.exec(q)?.[1];
  return asked && asked.split(/\s+/).length <= 4 ? asked : undefined;
}

const hrefOf = (p: Passage) =>
  p.kind === 'article' ? `/resource-hub/${p.slug}#section-${p.position + 1}` : `/caretools#help-${p.slug}`;

const sourceOf = (p: Passage, i: number): Source => ({
  n: i + 1,
  kind: p.kind,
  title: p.title,
  heading: p.heading,
  href: hrefOf(p),
  quote: p.quote,
});

export interface AnswerRun {
  db: Database;
  /** Who asks: "near me" is their zip code. */
  userId: number;
  question: string;
  history: TurnRow[];
  model: { answerer: Answerer; mode: Mode } | undefined;
  signal: AbortSignal;
  emit(event: StreamEvent): void;
}

/** Runs the answer and returns the turn to keep (whatever was said, even when stopped). */
export async function runAnswer({ db, userId, question, history, model, signal, emit }: AnswerRun): Promise<TurnRow> {
  const turn: TurnRow = { question, answer: '', sources: [], crisis: false, mode: 'library', found: true, notice: null };
  const say = (text: string) => {
    if (!text || signal.aborted) return;
    turn.answer += text;
    emit({ type: 'delta', text });
  };
  const done = () => {
    if (!signal.aborted) emit({ type: 'done', mode: turn.mode, found: turn.found, notice: turn.notice });
    return turn;
  };

  if (hasCrisisWords(question)) {
    turn.crisis = true;
    emit({ type: 'crisis' });
  }

  const { place } = await understandFor(db, question, userId);
  const providers = providerQuestion(question, place);
  if (providers) {
    const found = await answerProviders(db, providers);
    turn.sources = found.sources;
    turn.found = found.found;
    emit({ type: 'sources', sources: turn.sources });
    say(found.text);
    return done();
  }

  // A question about a dose or a diagnosis is Nora's to answer (with the caution first), whatever its other words.
  const medical = MEDICAL.test(question);
  const relevant = async (text: string) => quotable((await retrieve(db, text)).filter((p) => medical || answers(p)));
  let passages = await relevant(question);
  // A follow-up ("and at school?") is read with the question before it when alone it finds nothing.
  const previous = history.at(-1)?.question;
  if (passages.length === 0 && previous) passages = await relevant(`${previous} ${question}`);
  // A definition opens with the article's lead, then what to do next (the best other passage).
  const term = definitionTerm(question);
  const lead = term ? await articleLead(db, term) : undefined;
  if (lead) {
    const other = passages.find((p) => !(p.kind === lead.kind && p.slug === lead.slug && p.position === lead.position));
    passages = other ? [lead, other] : [lead];
  }
  // A service defined ("What is occupational therapy?"): the next step is the directory's providers of it.
  const service = lead
    ? (Object.keys(SERVICE_WORDS) as ServiceKey[]).find((k) => SERVICE_WORDS[k].test(lead.title.toLowerCase()))
    : undefined;
  turn.sources = passages.map(sourceOf);
  if (service && passages.length) {
    turn.sources.push({
      n: passages.length + 1,
      kind: 'directory',
      title: 'Provider directory search',
      heading: labelOf(SERVICES, service),
      href: directoryHref({
        therapist_name: '',
        services: [service],
        ages: [],
        languages: [],
        insurance: [],
        mode: 'any',
        sort: 'distance',
      }),
      quote: '',
    });
  }
  const nextStep = () => {
    if (service)
      say(
        ` To find ${labelOf(SERVICES, service).toLowerCase()} near you, search the provider directory [${passages.length + 1}].`,
      );
  };
  emit({ type: 'sources', sources: turn.sources });
  if (passages.length === 0) {
    turn.found = false;
    say(NOT_FOUND);
    return done();
  }

  const input = {
    question,
    passages,
    history: history.map((t) => ({ question: t.question, answer: t.answer })),
    caution: MEDICAL.test(question) ? CAUTION : '',
    definition: lead !== undefined,
    signal,
  };
  if (model) {
    try {
      turn.mode = model.mode;
      for await (const text of model.answerer.answer(input)) say(text);
      nextStep();
      return done();
    } catch (error) {
      if (!(error instanceof ModelFailure)) throw error;
      if (error.started) {
        turn.notice = `The model ${error.message} and stopped; its answer above may be incomplete.`;
        return done();
      }
      turn.mode = 'library';
      turn.notice = `The model ${error.message}: this answer is from Nora’s library.`;
    }
  }
  for await (const text of extractive.answer(input)) say(text);
  nextStep();
  return done();
}
