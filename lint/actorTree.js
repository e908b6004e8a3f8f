/**
 * One actor tree (issue #60, docs/ARCHITECTURE.md "Page flows"): a view never starts a flow of its
 * own with `useActorRef` (it asks its feature's owner with `usePageFlow`), and a feature's wiring
 * provides effects and nothing else (no `.on(` listener on the session, no `getSystemActor`: the
 * owners route live events and the flows reach system actors through their own actions).
 *
 * The list is what is left to move: it only shrinks. A file leaves it in the commit that moves it;
 * a new file is never added to it. No wiring is exempt.
 */
export const VIEWS_STILL_STARTING_FLOWS = [
  // Prerendered on the public Contact page and hydrated: its flow has to render the form during the
  // hydrating render, before an owner could answer (as PublicForm does with no flow yet); not moved yet.
  'src/features/contactForm/ContactForm.tsx',
  // The public header's menus: a disclosure with no effects and no wiring, prerendered with the page.
  'src/features/public/PublicHeader.tsx',
  // Being changed by another branch this session (issue #60 leaves it to that work).
  'src/features/screening/ScreeningPage.tsx',
];

const USE_ACTOR_REF = {
  selector: "CallExpression[callee.name='useActorRef']",
  message:
    "A view asks its feature's owner for its page flow (usePageFlow, src/system/usePageFlow.ts) instead of starting an actor system of its own with useActorRef (docs/ARCHITECTURE.md).",
};
const WIRING_ONLY_PROVIDES = [
  {
    selector: "CallExpression[callee.property.name='on']",
    message:
      "wiring.ts provides effects and nothing else: live events reach a flow through its feature's owner, not a listener on the session (docs/ARCHITECTURE.md).",
  },
  {
    selector: "ImportSpecifier[imported.name='getSystemActor']",
    message:
      'wiring.ts provides effects and nothing else: a flow reaches a system actor with its own action (sendTo(({ system }) => system.get(id), ...)), not through getSystemActor (docs/ARCHITECTURE.md).',
  },
];

export const actorTreeRules = [
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...VIEWS_STILL_STARTING_FLOWS],
    rules: { 'no-restricted-syntax': ['error', USE_ACTOR_REF] },
  },
  {
    // A later block's options replace an earlier one's for the same rule: a wiring file keeps both.
    // No wiring is exempt: every feature's live events reach its flows through its owner (issue #60).
    files: ['src/features/**/wiring.ts', 'src/features/**/*Wiring.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...WIRING_ONLY_PROVIDES, USE_ACTOR_REF],
    },
  },
];
