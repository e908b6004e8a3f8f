import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The may-import table of docs/ARCHITECTURE.md is enforced by ESLint (lint/clientImports.js): one
 * broken import of each kind is reported, and the legal import beside it is not. The probes are
 * linted as text at paths inside the real folders, so the real files they import resolve.
 */
const root = join(import.meta.dirname, '..', '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe.each([
  {
    kind: "a feature importing another feature's internals",
    file: 'src/features/booking/Probe.tsx',
    broken: "import { listTime } from '../messaging/format';\nexport const probe = listTime;\n",
    legal: "import { useSession } from '../auth/useSession';\nexport const probe = useSession;\n",
    says: 'shared modules listed in lint/clientImports.js',
  },
  {
    kind: 'src/services importing src/system',
    file: 'src/services/probe.ts',
    broken: "import { useAppSystem } from '../system/context';\nexport const probe = useAppSystem;\n",
    legal: "import { reportError } from '../reporting/reporting';\nexport const probe = reportError;\n",
    says: 'src/services and src/realtime sit below',
  },
  {
    kind: 'src/realtime importing src/system',
    file: 'src/realtime/probe.ts',
    broken: "import type { WiringDeps } from '../system/deps';\nexport type Probe = WiringDeps;\n",
    legal: "import { redact } from '../reporting/redact';\nexport const probe = redact;\n",
    says: 'src/services and src/realtime sit below',
  },
  {
    kind: 'src/services importing a design-system primitive',
    file: 'src/services/probe.ts',
    broken: "import { Staged } from '../ui/staged';\nexport const probe = Staged;\n",
    legal: "import { yieldToPage } from '../scheduling/nextTask';\nexport const probe = yieldToPage;\n",
    says: 'src/services and src/realtime sit below',
  },
  {
    kind: 'src/scheduling importing what it schedules',
    file: 'src/scheduling/probe.ts',
    broken: "import { reportError } from '../reporting/reporting';\nexport const probe = reportError;\n",
    legal: "import { nextTask } from './nextTask';\nexport const probe = nextTask;\n",
    says: 'src/scheduling says when work runs',
  },
  {
    kind: 'src/system importing a feature',
    file: 'src/system/probe.ts',
    broken: "import { authWiring } from '../features/auth/wiring';\nexport const probe = authWiring;\n",
    legal: "import { reportError } from '../reporting/reporting';\nexport const probe = reportError;\n",
    says: 'src/system never imports a feature',
  },
  {
    kind: 'src/reporting importing what reports',
    file: 'src/reporting/probe.ts',
    broken: "import { createServices } from '../services';\nexport const probe = createServices;\n",
    legal: "import { redact } from './redact';\nexport const probe = redact;\n",
    says: 'src/reporting sits below',
  },
  {
    kind: "a route importing a machine's internals",
    file: 'src/routes/probe.tsx',
    broken: "import { asFilter } from '../../machines/search/searchPage.setup';\nexport const probe = asFilter;\n",
    legal: "import { asFilter } from '../../machines/domain/searchFilters';\nexport const probe = asFilter;\n",
    says: "not machines' internals",
  },
  {
    kind: 'a feature importing a route',
    file: 'src/features/booking/Probe.tsx',
    broken: "import { Route } from '../../routes/_app/_member/mentorship/faq';\nexport const probe = Route;\n",
    legal: "import { ZipField } from '../search/ZipField';\nexport const probe = ZipField;\n",
    says: 'Routes import features, never the reverse',
  },
  {
    kind: "a machine importing another feature's machine",
    file: 'machines/booking/probe.ts',
    broken: "import { searchMachine } from '../search/search.machine';\nexport const probe = searchMachine;\n",
    legal:
      "import { UNAVAILABLE } from '../domain/refusal';\nimport { bookingMachine } from './booking.machine';\nexport const probe = [UNAVAILABLE, bookingMachine];\n",
    says: 'A machine imports only xstate, machines/domain, its own folder',
  },
])('$kind', ({ file, broken, legal, says }) => {
  it('is reported', async () => {
    const found = await problems(file, broken);
    expect(found).toHaveLength(1);
    expect(found[0]?.rule).toBe(RESTRICTED);
    expect(found[0]?.message).toContain(says);
  });
  it('the legal import beside it is not', async () => {
    expect(await problems(file, legal)).toEqual([]);
  });
});
