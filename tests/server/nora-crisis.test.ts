import { describe, expect, it } from 'vitest';
import { editDistance, hasCrisisWords } from '../../server/nora/crisis';

/*
 * Ask Nora shows the 988 Suicide & Crisis Lifeline card before anything else when a question has
 * words of crisis or self-harm (issue #35), typed as a person in distress types them.
 */
const CRISIS = [
  'I want to kill myself',
  'i want to kil myself',
  'i wanna kill my self',
  'Sometimes I think about suicide',
  'im having sucidal thoughts',
  'feeling suicdal tonight',
  'I just want to end my life',
  'i want to end it all',
  'I want to die',
  'i wanna die',
  'everyone would be better off dead without me',
  'my family is better of dead without me',
  'I have no reason to live anymore',
  'I don’t want to live like this',
  'i dont want to be alive',
  'how do I stop hurting myself',
  'I keep thinking about harming myself',
  'my teen has been self-harming',
  'selfharm',
  'slef harm',
  'I cut myself last night',
  'thinking of taking my own life',
  'I might hurt my child',
  'what happens if I overdose on my pills',
  'I WANT TO KILL MYSELF!!!',
];

const ORDINARY = [
  'my 2 year old isn’t talking yet, what should I do?',
  'how do I reschedule a session?',
  'speech therapist near 10001 who takes Medicaid',
  'my son hurt himself falling off his bike',
  'how do I kill time in the waiting room with a toddler',
  'she is dying to start school',
  'can I dye my daughter’s hair',
  'what is the deadline for an IEP',
  'my child has a cut on his knee',
  'how do I help my child sleep',
  'what does a self-advocate do at an IEP meeting',
  'is ABA harmful',
];

describe('words of crisis', () => {
  it.each(CRISIS)('catches “%s”', (question) => expect(hasCrisisWords(question)).toBe(true));
  it.each(ORDINARY)('leaves “%s” alone', (question) => expect(hasCrisisWords(question)).toBe(false));
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps, and stops past the bound', () => {
    expect(editDistance('suicide', 'sucide', 2)).toBe(1);
    expect(editDistance('myself', 'myslef', 2)).toBe(1);
    expect(editDistance('kill', 'kil', 2)).toBe(1);
    expect(editDistance('harm', 'farms', 2)).toBe(2);
    expect(editDistance('suicidal', 'dog', 2)).toBe(3);
  });
});
