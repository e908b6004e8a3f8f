/**
 * Conditions families search for, and the words of the services that help with each. No
 * provider lists "autism" as a service, yet a family asking for autism support wants the
 * speech, sensory and developmental services: a condition in a request also matches them.
 * The voice grammar lets people say each of these (server/voice/vocabulary.ts).
 */
export const CONDITION_HELP: Record<string, string[]> = {
  autism: ['speech', 'sensory', 'developmental'],
  adhd: ['neuropsychology', 'cognitive', 'occupational'],
  dyslexia: ['language', 'neuropsychology'],
  epilepsy: ['neuropsychology', 'cognitive'],
  'cerebral palsy': ['physical', 'mobility', 'occupational'],
  'down syndrome': ['speech', 'language', 'developmental'],
  anxiety: ['neuropsychology', 'sensory'],
  stroke: ['physical', 'speech', 'mobility'],
};

export const CONDITIONS = Object.keys(CONDITION_HELP);

/** For each term, the service words its condition adds ("down syndrome": both words add them). */
export function conditionHelp(terms: string[]): string[][] {
  const help = terms.map((): string[] => []);
  for (const [condition, services] of Object.entries(CONDITION_HELP)) {
    const parts = condition.split(' ');
    for (let i = 0; i + parts.length <= terms.length; i++) {
      if (parts.every((part, j) => terms[i + j] === part)) for (let j = 0; j < parts.length; j++) help[i + j]!.push(...services);
    }
  }
  return help;
}
