import { useState } from 'react';
import { squareOf, type Framing } from '../../../machines/connections/cropSquare';
import type { CropArea } from '../../../machines/connections/profileEditor.types';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

/** The dialog's square, in CSS pixels: fits a 390 px phone with the dialog's padding. */
const VIEW = 240;

/**
 * The crop dialog (issue #33): the chosen picture under a square window, framed with three
 * sliders (zoom, left–right, up–down: each a labelled range a keyboard moves), the square shown
 * as it will be cut. Sends the square to the editor; Use picture and Cancel are the editor's.
 */
export function CropDialog({
  open,
  source,
  busy,
  message,
  onArea,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The picture's address, once read; null while it is read. */
  source: string | null;
  busy: boolean;
  message: string | null;
  onArea: (area: CropArea) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title="Crop your picture">
      {source ? (
        <Framer
          key={source}
          source={source}
          busy={busy}
          message={message}
          onArea={onArea}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : (
        <Spinner label="Reading the picture…" />
      )}
    </Modal>
  );
}

function Framer({
  source,
  busy,
  message,
  onArea,
  onConfirm,
  onCancel,
}: {
  source: string;
  busy: boolean;
  message: string | null;
  onArea: (area: CropArea) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [framing, setFraming] = useState<Framing>({ zoom: 1, x: 50, y: 50 });
  const change = (next: Framing) => {
    setFraming(next);
    if (size) onArea(squareOf(size.width, size.height, next));
  };
  const area = size ? squareOf(size.width, size.height, framing) : null;
  const scale = area ? VIEW / area.width : 1;
  const slider = (key: keyof Framing, label: string, min: number, max: number, step: number) => (
    <label className="mt-2 block text-sm font-medium">
      {label}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={framing[key]}
        disabled={!size || busy}
        onChange={(e) => change({ ...framing, [key]: Number(e.currentTarget.value) })}
        className="focus-ring mt-1 block w-full accent-brand-700"
      />
    </label>
  );
  return (
    <div>
      <div
        className="relative mx-auto overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        style={{ width: VIEW, height: VIEW }}
      >
        <img
          src={source}
          alt="Your picture, as it will be cropped"
          onLoad={(e) => {
            const loaded = { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight };
            setSize(loaded);
            onArea(squareOf(loaded.width, loaded.height, framing));
          }}
          className="absolute max-w-none"
          style={
            area && size
              ? { left: -area.x * scale, top: -area.y * scale, width: size.width * scale, height: size.height * scale }
              : { visibility: 'hidden' }
          }
        />
      </div>
      {slider('zoom', 'Zoom', 1, 4, 0.1)}
      {slider('x', 'Left to right', 0, 100, 1)}
      {slider('y', 'Top to bottom', 0, 100, 1)}
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={!size || busy}>
          {busy ? 'Cropping…' : 'Use picture'}
        </Button>
      </div>
    </div>
  );
}
