// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useSelector } from '@xstate/react';
import { screen } from '@testing-library/react';
import { createMachine, type ActorRefFrom } from 'xstate';
import { renderWithSystem } from '../testing/renderWithSystem';
import { usePageFlow } from './usePageFlow';

const flow = createMachine({ id: 'demo', context: ({ input }: { input: { name: string } }) => input });

function Shown({ actor }: { actor: ActorRefFrom<typeof flow> }) {
  const name = useSelector(actor, (s) => s.context.name);
  return <p>Hello {name}</p>;
}

function Page({ name }: { name: string }) {
  const actor = usePageFlow('sessions', 'sessions/demo', flow, { name });
  return actor ? <Shown actor={actor} /> : null;
}

describe('usePageFlow', () => {
  it('runs the page’s flow under its feature’s owner, in the one system, and stops it when the page goes', async () => {
    const view = await renderWithSystem(<Page name="Maya" />);
    expect(await screen.findByText('Hello Maya')).toBeTruthy();
    const owner = view.actor('sessions');
    const running = owner.system.get('sessions/demo');
    expect(running?.getSnapshot().status).toBe('active');
    // A descendant of the root, through the owner: what the actor panel and the inspector see.
    expect(running?._parent).toBe(owner);
    view.unmount();
    expect(running?.getSnapshot().status).toBe('stopped');
    expect(owner.system.get('sessions/demo')).toBeUndefined();
  });

  it('shares one flow between two views of the same page until both are gone', async () => {
    const view = await renderWithSystem(
      <>
        <Page name="first" />
        <Page name="second" />
      </>,
    );
    // Both views show the flow the first one started.
    expect(await screen.findAllByText('Hello first')).toHaveLength(2);
    expect(view.actor('sessions').getSnapshot().context.holders).toEqual({ 'sessions/demo': 2 });
  });
});
