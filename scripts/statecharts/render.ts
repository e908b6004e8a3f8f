/**
 * One self-contained HTML page per machine (inline SVG, CSS and script: it opens
 * from disk with no network), and an index. Light and dark follow the system,
 * with a toggle. Clicking a state (or opening `page.html#<state id>`) shows its
 * description, tags, invocations and the events it accepts with where each leads.
 */
import type { Chart } from './chart';
import { edgeLabel, HEADER, internalLabel, LINE, TAG_ROW, textWidth, type Layout } from './layout';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> element: `<` escaped so no text can close the element. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
:root { color-scheme: light; --bg:#f8fafc; --fg:#0f172a; --muted:#475569; --box:#ffffff; --line:#334155; --region:#94a3b8;
  --accent:#0f766e; --tag-bg:#e0f2f1; --tag-fg:#134e4a; --edge:#475569; --label-bg:#f8fafc; --panel:#ffffff; --border:#cbd5e1; }
:root[data-theme=dark] { color-scheme: dark; --bg:#0b1220; --fg:#e2e8f0; --muted:#94a3b8; --box:#111827; --line:#94a3b8; --region:#475569;
  --accent:#5eead4; --tag-bg:#134e4a; --tag-fg:#ccfbf1; --edge:#94a3b8; --label-bg:#0b1220; --panel:#111827; --border:#334155; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background:var(--bg); color:var(--fg); }
header { display:flex; gap:1rem; align-items:center; justify-content:space-between; padding:.75rem 1.25rem; border-bottom:1px solid var(--border); }
header h1 { font-size:1.15rem; margin:0; }
header p { margin:.15rem 0 0; color:var(--muted); max-width:70ch; }
a { color:var(--accent); }
button { font:inherit; color:inherit; background:var(--panel); border:1px solid var(--border); border-radius:8px; padding:.35rem .7rem; cursor:pointer; }
button:focus-visible, a:focus-visible, .state:focus-visible { outline:3px solid var(--accent); outline-offset:2px; }
main { display:grid; grid-template-columns:minmax(0,1fr) 22rem; min-height:calc(100vh - 4.5rem); }
.canvas { overflow:auto; padding:1rem; }
aside { border-inline-start:1px solid var(--border); background:var(--panel); padding:1rem 1.25rem; overflow:auto; max-height:calc(100vh - 4.5rem); position:sticky; top:0; }
aside h2 { font-size:1rem; margin:.2rem 0 .5rem; word-break:break-all; }
aside h3 { font-size:.8rem; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); margin:1rem 0 .35rem; }
aside ul { margin:0; padding-inline-start:1.1rem; }
aside li { margin:.2rem 0; }
.state rect.frame { fill:var(--box); stroke:var(--line); stroke-width:1.5; }
.state.region > rect.frame { stroke:var(--region); stroke-dasharray:6 4; fill:transparent; }
.state.parallel > rect.frame, .state.compound > rect.frame { fill:transparent; }
.state.final > rect.inner { fill:none; stroke:var(--line); stroke-width:1; }
.state.selected > rect.frame { stroke:var(--accent); stroke-width:3; }
.state { cursor:pointer; }
.state text { fill:var(--fg); }
.state .name { font-weight:600; font-size:14px; }
.state .muted { fill:var(--muted); font-size:12px; }
.state .tag rect { fill:var(--tag-bg); }
.state .tag text { fill:var(--tag-fg); font-size:11px; }
.edge path { fill:none; stroke:var(--edge); stroke-width:1.4; }
.edge.selected path { stroke:var(--accent); stroke-width:2.5; }
.edge rect { fill:var(--label-bg); opacity:.92; }
.edge text { fill:var(--fg); font-size:12px; }
.initial { fill:var(--fg); }
@media (max-width: 900px) { main { grid-template-columns:1fr; } aside { position:static; max-height:none; border-inline-start:0; border-top:1px solid var(--border); } }
`;

const SCRIPT = `
const chart = JSON.parse(document.getElementById('chart-data').textContent);
const byId = new Map(chart.states.map((s) => [s.id, s]));
const panel = document.getElementById('details');
const root = document.documentElement;
const saved = sessionStorage.getItem('statecharts-theme');
root.dataset.theme = saved || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
document.getElementById('theme').addEventListener('click', () => {
  root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
  sessionStorage.setItem('statecharts-theme', root.dataset.theme);
});
const el = (tag, text, attrs = {}) => { const e = document.createElement(tag); if (text != null) e.textContent = text; Object.assign(e, attrs); return e; };
function show(id) {
  const s = byId.get(id);
  document.querySelectorAll('.selected').forEach((n) => n.classList.remove('selected'));
  if (!s) { panel.replaceChildren(el('p', 'Click a state to see its description and the events it accepts.')); return; }
  document.querySelector('[data-state="' + CSS.escape(id) + '"]')?.classList.add('selected');
  s.transitions.forEach((t) => document.querySelectorAll('[data-transition="' + CSS.escape(t.key) + '"]').forEach((n) => n.classList.add('selected')));
  const parts = [el('h2', s.id), el('p', s.type + (s.region ? ' (parallel region)' : '') + (s.initial ? ', initial' : ''))];
  parts.push(el('h3', 'Description'), el('p', s.description || 'No description.'));
  if (s.tags.length) parts.push(el('h3', 'Tags'), el('p', s.tags.join(', ')));
  if (s.invokes.length) parts.push(el('h3', 'Invokes'), el('p', s.invokes.join(', ')));
  parts.push(el('h3', 'Events it accepts'));
  const list = el('ul');
  if (!s.transitions.length) list.append(el('li', 'None: it leaves only when a parent state does.'));
  for (const t of s.transitions) {
    const li = el('li');
    li.append(el('strong', t.label));
    if (t.guard) li.append(' [' + t.guard + ']');
    if (t.targets.length) {
      li.append(' → ');
      t.targets.forEach((target, i) => { if (i) li.append(', '); li.append(el('a', target, { href: '#' + target })); });
    } else li.append(' (stays)');
    if (t.actions.length) li.append(el('div', 'does: ' + t.actions.join(', ')));
    list.append(li);
  }
  parts.push(list);
  if (s.children.length) {
    parts.push(el('h3', 'Contains'));
    const kids = el('ul');
    s.children.forEach((c) => { const li = el('li'); li.append(el('a', c, { href: '#' + c })); kids.append(li); });
    parts.push(kids);
  }
  panel.replaceChildren(...parts);
}
const fromHash = () => show(decodeURIComponent(location.hash.slice(1)) || chart.states[0].id);
addEventListener('hashchange', fromHash);
document.querySelectorAll('.state').forEach((g) => {
  const go = (e) => { e.stopPropagation(); location.hash = encodeURIComponent(g.dataset.state); };
  g.addEventListener('click', go);
  g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(e); } });
});
fromHash();
`;

function svgOf(chart: Chart, layout: Layout): string {
  const out: string[] = [];
  const margin = 8;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="chart-title" width="${layout.width + 2 * margin}" height="${layout.height + 2 * margin}" viewBox="${-margin} ${-margin} ${layout.width + 2 * margin} ${layout.height + 2 * margin}">`,
    `<title id="chart-title">Statechart of ${esc(chart.id)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="currentColor"/></marker></defs>`,
  );
  for (const placed of layout.states) {
    const s = placed.state;
    const classes = ['state', s.type, s.region ? 'region' : ''].filter(Boolean).join(' ');
    const label = `${s.key}${s.description ? `: ${s.description}` : ''}`;
    out.push(
      `<g class="${classes}" data-state="${esc(s.id)}" tabindex="0" role="link" aria-label="${esc(label)}"><title>${esc(s.id)}</title>`,
    );
    out.push(`<rect class="frame" x="${placed.x}" y="${placed.y}" width="${placed.width}" height="${placed.height}" rx="10"/>`);
    if (s.type === 'final') {
      out.push(
        `<rect class="inner" x="${placed.x + 4}" y="${placed.y + 4}" width="${placed.width - 8}" height="${placed.height - 8}" rx="7"/>`,
      );
    }
    let y = placed.y + 20;
    const x = placed.x + 12;
    if (s.initial) out.push(`<circle class="initial" cx="${x + 3}" cy="${y - 5}" r="4"><title>initial state</title></circle>`);
    out.push(`<text class="name" x="${s.initial ? x + 14 : x}" y="${y}">${esc(s.key)}</text>`);
    y = placed.y + HEADER;
    if (s.tags.length) {
      let tx = x;
      for (const tag of s.tags) {
        const w = textWidth(tag, 11) + 10;
        out.push(
          `<g class="tag"><rect x="${tx}" y="${y}" width="${w}" height="17" rx="8"/><text x="${tx + 5}" y="${y + 12.5}">${esc(tag)}</text></g>`,
        );
        tx += w + 4;
      }
      y += TAG_ROW;
    }
    if (s.invokes.length) {
      out.push(`<text class="muted" x="${x}" y="${y + 12}">invokes ${esc(s.invokes.join(', '))}</text>`);
      y += LINE;
    }
    for (const t of placed.internal) {
      out.push(`<text class="muted" x="${x}" y="${y + 12}" data-transition="${esc(t.key)}">${esc(internalLabel(t))}</text>`);
      y += LINE;
    }
    out.push('</g>');
  }
  for (const edge of layout.edges) {
    if (!edge.points.length) continue;
    const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    const { label } = edge;
    out.push(
      `<g class="edge" data-transition="${esc(edge.transition.key)}" data-target="${esc(edge.target)}" style="color:var(--edge)">`,
      `<path d="${d}" marker-end="url(#arrow)"/>`,
      `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="3"/>`,
      `<text x="${label.x + 4}" y="${label.y + 12}">${esc(edgeLabel(edge.transition))}</text>`,
      '</g>',
    );
  }
  out.push('</svg>');
  return out.join('\n');
}

function page(title: string, body: string, script = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
${script}
</body>
</html>
`;
}

export function renderChartPage(chart: Chart, layout: Layout): string {
  const data = {
    states: chart.states.map(({ id, key, type, region, initial, description, tags, invokes, children, transitions }) => ({
      id,
      key,
      type,
      region,
      initial,
      description,
      tags,
      invokes,
      children,
      transitions,
    })),
  };
  const body = `<header><div><h1>${esc(chart.id)}</h1><p>${esc(chart.description)}</p></div>
<nav><a href="index.html">All statecharts</a> <button type="button" id="theme">Light / dark</button></nav></header>
<main><div class="canvas">${svgOf(chart, layout)}</div>
<aside aria-live="polite" id="details" aria-label="Selected state"></aside></main>
<script type="application/json" id="chart-data">${json(data)}</script>`;
  return page(`${chart.id} statechart`, body, `<script>${SCRIPT}</script>`);
}

export function renderIndex(charts: Array<{ chart: Chart; file: string }>): string {
  const rows = charts
    .map(
      ({ chart, file }) =>
        `<li><a href="${esc(file)}">${esc(chart.id)}</a>: ${esc(chart.description)} <span class="count">(${chart.states.length} states, ${chart.transitions.length} transitions)</span></li>`,
    )
    .join('\n');
  const body = `<header><div><h1>NeuroHealth Care statecharts</h1><p>Every flow of the app as its machine defines it, generated from the code by <code>npm run statecharts</code>. Click a state to read what it does and where each event leads.</p></div>
<nav><button type="button" id="theme">Light / dark</button></nav></header>
<main style="display:block;padding:1rem 1.25rem"><ul>${rows}</ul></main>`;
  const script = `<script>const r=document.documentElement;r.dataset.theme=sessionStorage.getItem('statecharts-theme')||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');document.getElementById('theme').addEventListener('click',()=>{r.dataset.theme=r.dataset.theme==='dark'?'light':'dark';sessionStorage.setItem('statecharts-theme',r.dataset.theme);});</script>`;
  return page('NeuroHealth Care statecharts', body, script);
}
