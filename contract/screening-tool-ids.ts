/**
 * The screening tools' ids alone (contract/screening-instruments.ts holds their questions): what a
 * result names, so a reader of results (the dashboard's check-in reminder) does not load the
 * instruments and their scoring with them.
 */
export const SCORED_TOOLS = ['phq9', 'gad7', 'psc17'] as const;
export const CDC_CHECKLISTS = ['cdc-2m', 'cdc-4m', 'cdc-6m', 'cdc-9m', 'cdc-12m', 'cdc-18m', 'cdc-2y', 'cdc-3y'] as const;
export const TOOL_IDS = [...SCORED_TOOLS, ...CDC_CHECKLISTS] as const;
export type ScoredTool = (typeof SCORED_TOOLS)[number];
export type CdcChecklist = (typeof CDC_CHECKLISTS)[number];
export type ToolId = (typeof TOOL_IDS)[number];
