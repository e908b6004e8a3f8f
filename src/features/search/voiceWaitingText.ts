/**
 * What the voice dialog says while every recogniser is taken (issue #26): the person is told
 * they wait and where they are, never left at a silent "Listening…". What is said meanwhile
 * is not heard, so they are told when to speak.
 */
export function waitingText(place: number): string {
  const where = place <= 1 ? 'you are next in line' : `you are number ${place} in line`;
  return `Voice search is busy; ${where}… Start speaking when it says “Listening”.`;
}
