import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { MapLayer } from '../../../contract/places';
import { clampView, moveView, panView, placeLabels, scaleBar, zoomView } from './mapView';
import { BORDERS, LAND, milesPerUnit, type Box } from './usMap';

/** About how wide the map is drawn on screen, in CSS pixels: text and dots keep their size whatever the zoom. */
const SHOWN_WIDTH = 420;
/** Ask for the layer of a view once it has stopped moving for this long. */
const SETTLE_MS = 250;

export type LayerLoader = (box: Box, signal: AbortSignal) => Promise<MapLayer>;

/**
 * An offline map (issue #63.10): the states from us-atlas, and for the part in view the towns'
 * names and, zoomed in, the county lines, both asked of the server (contract/places.ts), over
 * which the caller draws its own marks (`children`, given the frame units per pixel). Zoom and
 * pan by mouse (wheel, drag), touch (drag, pinch), keyboard (arrows, + and −, 0) and buttons; a
 * distance scale at the bottom. The view starts at `initial` and returns to it when that changes.
 */
export function AtlasMap({
  initial,
  label,
  describedBy,
  loadLayer,
  children,
  testId,
}: {
  initial: Box;
  label: string;
  describedBy?: string;
  loadLayer: LayerLoader;
  children: (k: number) => ReactNode;
  testId?: string;
}) {
  const help = useId();
  const initialKey = `${initial.x}|${initial.y}|${initial.width}`;
  const [view, setView] = useState<Box>(() => clampView(initial));
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setView(clampView(initial));
  }
  const [layer, setLayer] = useState<MapLayer | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const k = view.width / SHOWN_WIDTH;

  // The layer of the view, once it settles; a newer view cancels the request of an older one.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadLayer(view, controller.signal).then(setLayer, () => undefined);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [view, loadLayer]);

  /** A screen point as a frame point, and screen pixels as frame units. */
  const toFrame = (clientX: number, clientY: number): [number, number] => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return [view.x + view.width / 2, view.y + view.height / 2];
    return [
      view.x + ((clientX - rect.left) / rect.width) * view.width,
      view.y + ((clientY - rect.top) / rect.height) * view.height,
    ];
  };
  const unitsPerPixel = () => {
    const width = svg.current?.getBoundingClientRect().width ?? 0;
    return width ? view.width / width : k;
  };

  // The wheel zooms about the pointer; the listener is not passive, so the page does not scroll too.
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = element.getBoundingClientRect();
      const v = viewRef.current;
      const at: [number, number] = [
        v.x + ((e.clientX - rect.left) / rect.width) * v.width,
        v.y + ((e.clientY - rect.top) / rect.height) * v.height,
      ];
      setView(zoomView(v, e.deltaY < 0 ? 1.25 : 0.8, at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    // A press on a dot is the dot's (it moves to its row), not a drag.
    if ((e.target as Element).closest('[role="button"]')) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const all = [...pointers.current.entries()];
    if (all.length === 1) {
      const per = unitsPerPixel();
      setView((v) => moveView(v, -(e.clientX - last.x) * per, -(e.clientY - last.y) * per));
    } else if (all.length === 2) {
      // Pinch: the distance between the two fingers, before and after this move.
      const other = all.find(([id]) => id !== e.pointerId)![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      if (before > 0 && after > 0)
        setView((v) => zoomView(v, after / before, toFrame((e.clientX + other.x) / 2, (e.clientY + other.y) / 2)));
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    // Keys on a dot are the dot's.
    if (e.target !== e.currentTarget) return;
    const step: Record<string, () => Box> = {
      ArrowLeft: () => panView(view, -0.1, 0),
      ArrowRight: () => panView(view, 0.1, 0),
      ArrowUp: () => panView(view, 0, -0.1),
      ArrowDown: () => panView(view, 0, 0.1),
      '+': () => zoomView(view, 1.5),
      '=': () => zoomView(view, 1.5),
      '-': () => zoomView(view, 1 / 1.5),
      '0': () => clampView(initial),
    };
    const next = step[e.key];
    if (!next) return;
    e.preventDefault();
    setView(next());
  };

  const labels = useMemo(() => placeLabels(layer?.towns ?? [], k), [layer, k]);
  const perUnit = milesPerUnit(view.x + view.width / 2, view.y + view.height / 2);
  const scale = scaleBar(view, perUnit);
  const bar = { x: view.x + 10 * k, y: view.y + view.height - 12 * k };
  const button =
    'focus-ring flex h-8 w-8 items-center justify-center rounded-[var(--radius)] border border-slate-300 bg-white text-lg leading-none text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

  return (
    <div className="relative">
      <svg
        ref={svg}
        role="group"
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={[help, describedBy].filter(Boolean).join(' ')}
        tabIndex={0}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="directory-map focus-ring touch-none"
        data-testid={testId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <path d={LAND} className="directory-land" />
        {layer?.counties ? (
          <path
            d={layer.counties}
            vectorEffect="non-scaling-stroke"
            strokeWidth={0.75}
            className="directory-counties"
            data-testid="map-counties"
          />
        ) : null}
        <path d={BORDERS} vectorEffect="non-scaling-stroke" className="directory-borders" strokeWidth={1.5} />
        <g aria-hidden="true" className="directory-labels" data-testid="map-labels">
          {labels.map((t) => (
            <g key={`${t.name}|${t.x}|${t.y}`}>
              <circle cx={t.x} cy={t.y} r={2 * k} className="directory-town" />
              <text x={t.x + 4 * k} y={t.y - 2 * k} fontSize={12 * k} strokeWidth={3 * k} className="directory-label">
                {t.name}
              </text>
            </g>
          ))}
        </g>
        {children(k)}
        <g aria-hidden="true" className="directory-scale" data-testid="map-scale">
          <path
            d={`M${bar.x},${bar.y - 4 * k}v${4 * k}h${scale.length}v${-4 * k}`}
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            fill="none"
          />
          <text x={bar.x} y={bar.y - 6 * k} fontSize={11 * k} strokeWidth={3 * k} className="directory-label">
            {scale.miles} {scale.miles === 1 ? 'mile' : 'miles'}
          </text>
        </g>
      </svg>
      <div className="absolute top-2 right-2 flex flex-col gap-1">
        <button type="button" className={button} aria-label="Zoom in" onClick={() => setView((v) => zoomView(v, 1.5))}>
          +
        </button>
        <button type="button" className={button} aria-label="Zoom out" onClick={() => setView((v) => zoomView(v, 1 / 1.5))}>
          −
        </button>
        <button
          type="button"
          className={`${button} text-xs`}
          aria-label="Reset the map"
          onClick={() => setView(clampView(initial))}
        >
          ⟲
        </button>
      </div>
      <p id={help} className="sr-only">
        Drag or use the arrow keys to move the map, the wheel, a pinch or the plus and minus keys to zoom, and 0 to reset it. The
        scale reads {scale.miles} {scale.miles === 1 ? 'mile' : 'miles'}.
      </p>
    </div>
  );
}
