import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The actor tree's two lint rules (lint/actorTree.js, issue #60), proven on probes linted as text
 * at paths inside the real folders: a view that starts its own flow and a wiring that listens or
 * reaches into the system are reported; the legal form beside each is not.
 */
const root = join(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function restricted(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one actor tree (lint/actorTree.js)', () => {
  it('refuses a view that starts a flow with useActorRef, and takes one that asks its owner', async () => {
    const broken = `import { useActorRef } from '@xstate/react';
import { createMachine } from 'xstate';
const flow = createMachine({});
export function Probe() { useActorRef(flow); return null; }
`;
    const legal = `import { createMachine } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
const flow = createMachine({});
export function Probe() { usePageFlow('sessions', 'sessions/probe', flow, undefined); return null; }
`;
    expect(await restricted('src/features/sessions/Probe.tsx', broken)).toEqual([expect.stringContaining('usePageFlow')]);
    expect(await restricted('src/features/sessions/Probe.tsx', legal)).toEqual([]);
    // The views moved under their owners (issue #60) are no longer exempt.
    for (const view of [
      'src/features/messaging/PeopleChatPage.tsx',
      'src/features/messaging/GroupPanel.tsx',
      'src/features/booking/CalendarPage.tsx',
      'src/features/search/ZipField.tsx',
      'src/features/connections/ProfilePage.tsx',
    ]) {
      expect(await restricted(view, broken), view).toEqual([expect.stringContaining('usePageFlow')]);
    }
  });

  it('refuses a wiring that listens to the session or reaches for a system actor, and takes one that provides', async () => {
    const listens = `export function wire(session: { on(type: string, f: () => void): void }) { session.on('x', () => {}); }\n`;
    const reaches = `import { getSystemActor } from '../../../machines/system';\nexport const probe = getSystemActor;\n`;
    const provides = `import { sendTo } from 'xstate';\nexport const tell = sendTo(({ system }) => system.get('counts'), { type: 'x' });\n`;
    expect(await restricted('src/features/sessions/wiring.ts', listens)).toEqual([expect.stringContaining('owner')]);
    expect(await restricted('src/features/sessions/wiring.ts', reaches)).toEqual([expect.stringContaining('getSystemActor')]);
    expect(await restricted('src/features/sessions/wiring.ts', provides)).toEqual([]);
    // The PIN gate hears the welcome's end from the session (machines/session): its wiring is no longer exempt.
    expect(await restricted('src/features/pin/wiring.ts', reaches)).toEqual([expect.stringContaining('getSystemActor')]);
    // No wiring is exempt any more: messaging's chat events and the admin feed's claims come from their owners.
    for (const wiring of [
      'src/features/messaging/wiring.ts',
      'src/features/admin/feedWiring.ts',
      'src/features/connections/profileEditorWiring.ts',
    ]) {
      expect(await restricted(wiring, listens), wiring).toEqual([expect.stringContaining('owner')]);
      expect(await restricted(wiring, reaches), wiring).toEqual([expect.stringContaining('getSystemActor')]);
    }
  });
});
