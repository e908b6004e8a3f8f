import 'maplibre-gl/dist/maplibre-gl.css';
import { geoCircle } from 'd3-geo';
import {
  Map as MapLibre,
  Marker,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type LngLatBoundsLike,
} from 'maplibre-gl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LayerLoader } from './AtlasMap';
import { placeLabels } from './mapView';
import { FRAME, place, unplace, type Box } from './usMap';

/*
 * The tile map (issue #63.10): MapLibre GL over the style MAP_STYLE_URL names. This module, with
 * MapLibre, is loaded only when a map opens on a deployment that configured a style
 * (./tileMapChoice.tsx); anywhere else the offline atlas (./AtlasMap.tsx) draws the map.
 */

// MapLibre's worker, a file of this build: a script of this origin (the CSP's worker-src 'self').
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

const MILES_PER_DEGREE = 69.0;

export interface TileDot {
  id: number;
  name: string;
  /** Where, in words (the dot's name says it with the provider's). */
  where: string;
  longitude: number;
  latitude: number;
}

/** [[west, south], [east, north]] */
export type Bounds = [[number, number], [number, number]];

export interface TileMapProps {
  styleUrl: string;
  label: string;
  describedBy?: string | undefined;
  /** Where the map starts, and returns to (0, or when the bounds change). */
  bounds: Bounds;
  dots: readonly TileDot[];
  /** With onSelect, each dot is a button that highlights and chooses its row; without, dots are only drawn. */
  highlighted?: number | null;
  onHighlight?: (id: number | null) => void;
  onSelect?: (id: number) => void;
  origin?: { longitude: number; latitude: number } | null;
  radiusMiles?: number | undefined;
  /** The towns to label when the style labels nothing itself. */
  loadLayer: LayerLoader;
  testId?: string | undefined;
  /** Drawn instead when this browser cannot draw the tile map (no WebGL) or the style does not load. */
  fallback: ReactNode;
}

/** The circle of a radius around a place, as the earth draws it (great-circle). */
function circle(longitude: number, latitude: number, miles: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring = geoCircle()
    .center([longitude, latitude])
    .radius(miles / MILES_PER_DEGREE)
    .precision(3)();
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: ring.coordinates } };
}

const NO_CIRCLE: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The part of the offline map's frame a view of the tile map covers (its corners projected), or null off the frame. */
function frameBox(map: MapLibre): Box | null {
  const b = map.getBounds();
  const corners = [b.getNorthWest(), b.getNorthEast(), b.getSouthWest(), b.getSouthEast(), b.getCenter()]
    .map((c) => place(c.lng, c.lat))
    .filter((c): c is [number, number] => c !== null);
  if (corners.length < 2) return null;
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.max(-FRAME.width, Math.min(...xs));
  const y = Math.max(-FRAME.width, Math.min(...ys));
  const width = Math.min(2 * FRAME.width, Math.max(...xs) - x);
  const height = Math.min(2 * FRAME.width, Math.max(...ys) - y);
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Whether the style draws place names of its own (text, or raster tiles with names in them). */
const labelsItself = (map: MapLibre) => (map.getStyle().layers ?? []).some((l) => l.type === 'symbol' || l.type === 'raster');

interface Town {
  name: string;
  population: number;
  longitude: number;
  latitude: number;
}

export default function TileMap(props: TileMapProps) {
  const { styleUrl, label, describedBy, bounds, dots, highlighted, onHighlight, onSelect, origin, radiusMiles, loadLayer } =
    props;
  const help = useId();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  const [holders, setHolders] = useState<ReadonlyMap<number, HTMLElement>>(new Map());
  const [towns, setTowns] = useState<readonly Town[]>([]);
  const [, setMoved] = useState(0);
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const boundsKey = bounds.flat().join('|');

  // The map, once: its style, its controls, no rotation (north stays up, as on the atlas).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let created: MapLibre;
    try {
      created = new MapLibre({
        container: element,
        style: styleUrl,
        bounds: boundsRef.current as LngLatBoundsLike,
        fitBoundsOptions: { padding: 16 },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: { 'Map.Title': label },
      });
    } catch {
      // No WebGL here: the offline atlas instead.
      setFailed(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.addControl(new ScaleControl({ unit: 'imperial' }), 'bottom-left');
    let styled = false;
    created.on('error', () => {
      // The style itself did not load (tiles that fail later leave the map as it is).
      if (!styled) setFailed(true);
    });
    created.once('style.load', () => {
      styled = true;
      setReady(true);
    });
    // Names drawn over the canvas, under the dots (the markers come after it in the container).
    const names = document.createElement('div');
    names.className = 'directory-tile-labels';
    names.setAttribute('aria-hidden', 'true');
    names.dataset.testid = 'map-labels';
    created.getCanvasContainer().append(names);
    created.on('move', () => setMoved((n) => n + 1));
    setOverlay(names);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
      setReady(false);
      setOverlay(null);
    };
    // The style and the first bounds are the map's; later bounds and labels are set below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // The canvas is named for what it shows, described by its keys; 0 returns to the first view.
  useEffect(() => {
    if (!map) return;
    const canvas = map.getCanvas();
    canvas.setAttribute('aria-label', label);
    canvas.setAttribute('aria-roledescription', 'map');
    canvas.setAttribute('aria-describedby', [help, describedBy].filter(Boolean).join(' '));
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '0' || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      map.fitBounds(boundsRef.current as LngLatBoundsLike, { padding: 16, animate: false });
    };
    canvas.addEventListener('keydown', onKey);
    return () => canvas.removeEventListener('keydown', onKey);
  }, [map, label, help, describedBy]);

  // A new search's place: back to its view.
  useEffect(() => {
    map?.fitBounds(boundsRef.current as LngLatBoundsLike, { padding: 16, animate: false });
  }, [map, boundsKey]);

  // The radius, to scale, as the earth draws it.
  useEffect(() => {
    if (!map || !ready) return;
    const data = origin && radiusMiles ? circle(origin.longitude, origin.latitude, radiusMiles) : NO_CIRCLE;
    const source = map.getSource<GeoJSONSource>('radius');
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource('radius', { type: 'geojson', data });
    map.addLayer({ id: 'radius-fill', type: 'fill', source: 'radius', paint: { 'fill-color': '#0f766e', 'fill-opacity': 0.06 } });
    map.addLayer({
      id: 'radius-line',
      type: 'line',
      source: 'radius',
      paint: { 'line-color': '#0f766e', 'line-width': 1.5, 'line-dasharray': [4, 3] },
    });
  }, [map, ready, origin, radiusMiles]);

  // A marker per dot; the dots themselves are drawn into them below (so React keeps their handlers).
  const dotsKey = dots.map((d) => `${d.id}@${d.longitude},${d.latitude}`).join('|');
  useEffect(() => {
    if (!map) return;
    const markers: Marker[] = [];
    const next = new Map<number, HTMLElement>();
    for (const d of dots) {
      const element = document.createElement('div');
      element.className = 'directory-tile-marker';
      markers.push(new Marker({ element, anchor: 'center' }).setLngLat([d.longitude, d.latitude]).addTo(map));
      next.set(d.id, element);
    }
    setHolders(next);
    return () => {
      for (const m of markers) m.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, dotsKey]);

  // The origin's cross.
  const [originHolder, setOriginHolder] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!map || !origin) return;
    const element = document.createElement('div');
    element.className = 'directory-tile-origin';
    element.setAttribute('aria-hidden', 'true');
    element.dataset.testid = 'map-origin';
    const marker = new Marker({ element, anchor: 'center' }).setLngLat([origin.longitude, origin.latitude]).addTo(map);
    setOriginHolder(element);
    return () => {
      marker.remove();
      setOriginHolder(null);
    };
  }, [map, origin]);

  // Town names from the offline layer when the style has none, for the view once it settles.
  useEffect(() => {
    if (!map || !ready || labelsItself(map)) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      const box = frameBox(map);
      if (!box) return setTowns([]);
      const signal = controller.signal;
      loadLayer(box, signal).then(
        (layer) => {
          if (signal.aborted) return;
          setTowns(
            layer.towns.flatMap((t) => {
              const at = unplace(t.x, t.y);
              return at ? [{ name: t.name, population: t.population, longitude: at[0], latitude: at[1] }] : [];
            }),
          );
        },
        () => undefined,
      );
    };
    load();
    map.on('moveend', load);
    return () => {
      controller.abort();
      map.off('moveend', load);
    };
  }, [map, ready, loadLayer]);

  // Placed in screen pixels on every render: `move` renders again while the map moves.
  const names = map
    ? placeLabels(
        towns.map((t) => {
          const p = map.project([t.longitude, t.latitude]);
          return { name: t.name, population: t.population, x: p.x, y: p.y };
        }),
        1,
      )
    : [];

  if (failed) return <>{props.fallback}</>;
  return (
    <div className="relative" data-testid={props.testId}>
      <div ref={container} className="directory-tile-map" />
      {overlay
        ? createPortal(
            names.map((t) => (
              <span key={`${t.name}|${t.x}|${t.y}`} className="directory-tile-label" style={{ left: t.x, top: t.y }}>
                {t.name}
              </span>
            )),
            overlay,
          )
        : null}
      {dots.map((d) => {
        const holder = holders.get(d.id);
        if (!holder) return null;
        const on = d.id === highlighted;
        return createPortal(
          onSelect ? (
            <button
              type="button"
              className="directory-tile-dot"
              aria-label={`${d.name}, ${d.where}`}
              data-highlighted={on || undefined}
              onMouseEnter={() => onHighlight?.(d.id)}
              onMouseLeave={() => onHighlight?.(null)}
              onFocus={() => onHighlight?.(d.id)}
              onBlur={() => onHighlight?.(null)}
              onClick={() => onSelect(d.id)}
            />
          ) : (
            <span className="directory-tile-dot" aria-hidden="true" />
          ),
          holder,
          String(d.id),
        );
      })}
      {originHolder ? createPortal(<span className="directory-tile-cross" />, originHolder) : null}
      <p id={help} className="sr-only">
        Drag or use the arrow keys to move the map, the wheel, a pinch or the plus and minus keys to zoom, and 0 to reset it.
      </p>
    </div>
  );
}
