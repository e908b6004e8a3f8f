/**
 * When the dashboard reminds a person to check in on their own wellbeing: PHQ-9 and GAD-7 ask
 * about the last two weeks, so a check-in is due again four weeks after the last one of that
 * tool. Only tools the person has taken before are reminded (the dashboard does not push a
 * questionnaire on someone who never chose one); the rest are offered on /screening-tools.
 */
export const CHECK_IN_AFTER_MS = 28 * 24 * 60 * 60_000;

export const REMINDED_TOOLS = { phq9: 'Depression (PHQ-9)', gad7: 'Anxiety (GAD-7)' } as const;
export type RemindedTool = keyof typeof REMINDED_TOOLS;

export interface DueCheckIn {
  tool: RemindedTool;
  label: string;
  /** When the person last took it (ISO). */
  last: string;
}

export function dueCheckIns(results: readonly { tool: string; taken_at: string }[], now: number): DueCheckIn[] {
  const due: DueCheckIn[] = [];
  for (const tool of Object.keys(REMINDED_TOOLS) as RemindedTool[]) {
    const taken = results.filter((r) => r.tool === tool).map((r) => r.taken_at);
    if (taken.length === 0) continue;
    const last = taken.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
    if (now - Date.parse(last) >= CHECK_IN_AFTER_MS) due.push({ tool, label: REMINDED_TOOLS[tool], last });
  }
  return due;
}
