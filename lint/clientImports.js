/**
 * The client's may-import table (docs/ARCHITECTURE.md, "One flow, two homes"), enforced with
 * eslint-plugin-import-x: `no-restricted-paths` zones for the arrows that must not exist. Folders
 * are read from disk, so a new feature is covered when it lands. tests/lint/clientImports.test.ts
 * breaks each rule once and checks it is reported. Circles are not linted here: import-x/no-cycle
 * was half of the whole lint's CPU time (issue #58) and saw value imports only, and
 * tests/tooling/import-circles.test.ts finds every circle, type imports included.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = resolve(import.meta.dirname, '..');
const folders = (dir) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** The parser import-x reads the modules a rule follows with (lint/import-parser.cjs: no scope analysis). */
export const IMPORT_PARSER = join(ROOT, 'lint/import-parser.cjs');

export const FEATURES = folders('src/features');
export const MACHINE_FOLDERS = folders('machines');

/**
 * The only files of a feature that another feature may import (paths under src/features/), each
 * for a reason that is not "it was handy". Anything else a second feature needs moves down:
 * to src/ui (looks), machines/domain (rules) or src/system (the actor system).
 */
export const SHARED_FEATURE_MODULES = {
  // The signed-in person and sign-out: every signed-in page reads them.
  'auth/useSession.ts': 'the signed-in person',
  // The PIN dialog opens over whatever page asks for the PIN (the shell, the welcome hints).
  'pin/PinDialogHost.tsx': 'the PIN dialog',
  // One zip-code field with its autocomplete, on the search page and in the concierge search.
  'search/ZipField.tsx': 'the zip-code field',
  // The contact form is shown on the public site's Contact page, and styled with its classes.
  'contactForm/ContactForm.tsx': 'the contact form',
  'public/styles.ts': "the public site's classes",
  // One rich-text editor and its sanitised view (Lexical JSON): notes, and community posts and questions.
  'notes/RichText.tsx': 'the rich-text editor',
  'notes/RichTextView.tsx': "the rich text's read-only view",
  'notes/richTextTheme.ts': "the rich text's classes",
  // The side menu's create-community control opens the community's dialog (loaded when first opened).
  'community/CreateCommunityHost.tsx': 'the create-community dialog',
  // A concierge's FAQ (reviews) shown on their card in Book a Session (booking).
  'reviews/ConciergeFaq.tsx': "a concierge's FAQ on their card",
  // The 988 Suicide & Crisis Lifeline: one card for the screening tools and Ask Nora (nora).
  'screening/CrisisLifeline.tsx': 'the 988 crisis lifeline',
};

/**
 * Two features compose others, and may import more of them (still never their internals):
 * the session provides every long-lived actor's effects (each feature's wiring.ts), and the
 * signed-in frame places other features' views in its header and side menu.
 */
export const COMPOSERS = {
  session: FEATURES.map((feature) => `${feature}/wiring.ts`),
  shellLayout: [
    'counts/HeaderCounts.tsx',
    'search/HeaderSearch.tsx',
    'settings/SettingsButton.tsx',
    'settings/SettingsDrawer.tsx',
    'settings/wiring.ts',
    'sideLists/MyCommunities.tsx',
    'sideLists/MyNotes.tsx',
    'toasts/SessionNotices.tsx',
    'welcomeHints/WelcomeHints.tsx',
    // The idle sign-out's warning opens over any signed-in page (issue #62).
    'idleSignOut/IdleWarningHost.tsx',
  ],
  // Beside a session's call (issue #61): the session's note in the notes' own flow and form, and the
  // two people's conversation in messaging's, not a second editor or a second chat.
  call: ['notes/wiring.ts', 'notes/NoteEditorForm.tsx', 'messaging/wiring.ts', 'messaging/ConversationView.tsx'],
};

/** Machines that compose other machines: the root (auth, settings, the session) and the session (its long-lived actors). */
const COMPOSING_MACHINES = ['root', 'session'];

const featureZones = FEATURES.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [feature, ...Object.keys(SHARED_FEATURE_MODULES), ...(COMPOSERS[feature] ?? [])].map((p) => `./${p}`),
  message: `A feature imports another only through the shared modules listed in lint/clientImports.js (ARCHITECTURE.md).`,
}));

const machineZones = MACHINE_FOLDERS.filter((folder) => !COMPOSING_MACHINES.includes(folder)).map((folder) => ({
  target: `machines/${folder}`,
  from: 'machines',
  except: [...new Set([folder, 'domain'])].map((p) => `./${p}`),
  message: 'A machine imports only xstate, machines/domain, its own folder and contract/ (ARCHITECTURE.md).',
}));

const layerZones = [
  {
    target: ['src/services', 'src/realtime'],
    from: ['src/system', 'src/features', 'src/routes', 'src/ui'],
    message:
      'src/services and src/realtime sit below the system, the features and the views; report with src/reporting, schedule with src/scheduling (ARCHITECTURE.md).',
  },
  {
    target: 'src/scheduling',
    from: ['src/system', 'src/features', 'src/routes', 'src/services', 'src/realtime', 'src/ui', 'src/reporting'],
    message: 'src/scheduling says when work runs, and sits below everything that schedules (ARCHITECTURE.md).',
  },
  {
    target: 'src/reporting',
    from: ['src/system', 'src/features', 'src/routes', 'src/services', 'src/realtime'],
    message: 'src/reporting sits below everything that reports (ARCHITECTURE.md).',
  },
  {
    target: 'src/system',
    from: ['src/features', 'src/routes'],
    message: 'src/system never imports a feature: features provide their effects through src/rootFlows.ts (ARCHITECTURE.md).',
  },
  {
    target: 'src/routes',
    from: 'machines',
    except: ['./domain', './system.ts'],
    message:
      "Routes import features, not machines' internals: only machines/domain and the registry machines/system.ts (ARCHITECTURE.md).",
  },
];

/** Not in tests: a feature's test may check the routes that guard its pages (mentorshipAccess.test.ts). */
const routeZone = {
  target: 'src/features',
  from: 'src/routes',
  message: 'Routes import features, never the reverse (ARCHITECTURE.md).',
};

const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
  'import-x/parsers': { [IMPORT_PARSER]: ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
};

const zones = (list) => ['error', { basePath: ROOT, zones: list }];

export const clientImportRules = [
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-restricted-paths': zones([...featureZones, ...machineZones, ...layerZones, routeZone]),
    },
  },
  {
    // Tests may put features together (a view test renders the shell with the views in its
    // slots); the layers and the machines' purity still hold in them.
    files: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': zones([...machineZones, ...layerZones]) },
  },
];
