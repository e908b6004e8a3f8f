import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateNode } from 'xstate';
import { DELAYS } from '../../machines/domain/constants';
import { toastsMachine } from '../../machines/toasts/toasts.machine';
import { chartOf } from '../../scripts/statecharts/chart';
import { layoutChart } from '../../scripts/statecharts/layout';
import { renderChartPage } from '../../scripts/statecharts/render';

/** The machine's own definition, walked here independently of the gallery's code. */
function definition(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: Array<{ key: string; targets: string[] }> = [];
  const walk = (node: StateNode<any, any>) => {
    states.push(node.id);
    for (const [eventType, list] of node.transitions) {
      list.forEach((t: any, i: number) =>
        transitions.push({ key: `${node.id}|${eventType}|${i}`, targets: (t.target ?? []).map((s: any) => s.id) }),
      );
    }
    (node.always ?? []).forEach((t: any, i: number) =>
      transitions.push({ key: `${node.id}||${i}`, targets: (t.target ?? []).map((s: any) => s.id) }),
    );
    Object.values(node.states).forEach((child) => walk(child as StateNode<any, any>));
  };
  walk(machine.root as StateNode<any, any>);
  return { states, transitions };
}

/** Attribute values in the drawing (the page's script mentions the attribute names too). */
const attr = (html: string, name: string) =>
  new Set([...svgOf(html).matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]!));
const svgOf = (html: string) => html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the statechart gallery', async () => {
  const chart = chartOf('toasts', toastsMachine, 'The toast queue.');
  const html = renderChartPage(chart, await layoutChart(chart));
  const { states, transitions } = definition(toastsMachine);

  it('the toasts page draws every state of the machine', () => {
    const drawn = [...attr(html, 'data-state')].map(unescape);
    expect(drawn.sort()).toEqual([...states].sort());
  });

  it('and every transition: an arrow to each target, or a line inside its state when it has none', () => {
    const drawn = new Set([...attr(html, 'data-transition')].map(unescape));
    expect(transitions.filter((t) => !drawn.has(t.key)).map((t) => t.key)).toEqual([]);
    for (const t of transitions.filter((t) => t.targets.length)) {
      for (const target of t.targets) {
        expect(html, `${t.key} → ${target}`).toContain(
          `data-transition="${t.key.replace(/"/g, '&quot;')}" data-target="${target}"`,
        );
      }
    }
  });

  it('labels delays by name and value, guards by name, and keeps each description for the reader', () => {
    expect(html).toContain(`after tick (${DELAYS.toastTick} ms)`);
    expect(html).toContain('[is the last toast]');
    for (const node of chart.states.filter((s) => s.description))
      expect(html).toContain(JSON.stringify(node.description).slice(1, -1));
  });

  it('opens from disk: nothing is fetched from a network', () => {
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toMatch(/@import|url\(http/);
  });
});
