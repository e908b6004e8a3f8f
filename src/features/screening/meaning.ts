import type { Band } from '../../../contract/screening-scoring';

/** What each band says in words, and what to do with it. Plain, calm, never a diagnosis. */
export const BAND_LABEL: Record<Band, string> = {
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  'moderately-severe': 'Moderately severe',
  severe: 'Severe',
  positive: 'Above the cut-off',
  negative: 'Below the cut-off',
  'all-yes': 'No “Not yet”',
  'talk-with-doctor': 'Some milestones “Not yet”',
};

export const BAND_MEANING: Record<Band, string> = {
  minimal: 'Your answers suggest few or no symptoms right now.',
  mild: 'Your answers suggest mild symptoms. Keep an eye on how you feel, and take the questionnaire again in a few weeks.',
  moderate:
    'Your answers suggest moderate symptoms. It is worth talking with a doctor or another health professional about how you have been feeling.',
  'moderately-severe':
    'Your answers suggest moderately severe symptoms. Please talk with a doctor or another health professional soon.',
  severe: 'Your answers suggest severe symptoms. Please talk with a doctor or another health professional as soon as you can.',
  positive:
    'Your answers are at or above the PSC-17 cut-off. It is worth talking with your child’s doctor about what you have noticed.',
  negative: 'Your answers are below the PSC-17 cut-off overall. Look at each area below: one can still be worth a conversation.',
  'all-yes':
    'You answered “Yes” or “Not sure” to every milestone. Keep tracking at each age, and mention anything you are unsure about at the next check-up.',
  'talk-with-doctor':
    'Some milestones are “Not yet”. Talk with your child’s doctor: every child grows at their own pace, and acting early is the best thing you can do if there is a concern.',
};

export const NOT_A_DIAGNOSIS =
  'This is a screening questionnaire, not a diagnosis. Only a qualified professional who knows you (or your child) can say what the answers mean, and a score can change from week to week.';
