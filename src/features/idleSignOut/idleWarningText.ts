/** What the warning says, in the dialog and aloud (issue #62). */
export const IDLE_WARNING_TEXT =
  'For your privacy, you will be signed out in 1 minute because NeuroHealth Care has not been used for a while.';
