import { useId } from 'react';
import type { CallActorRef, CallSnapshot, MediaKind } from '../../../machines/call/call.machine';
import { Button } from '../../ui/Button';
import { MediaView } from './MediaView';
import { FAILURE_TEXT } from './words';

/** The level meter: how loud the microphone is, for the person to see it works. */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className="h-full bg-brand-700 transition-[width] dark:bg-teal-300" style={{ width: `${percent}%` }} />
    </div>
  );
}

function DevicePicker({ kind, snapshot, call }: { kind: MediaKind; snapshot: CallSnapshot; call: CallActorRef }) {
  const id = useId();
  const devices = kind === 'video' ? snapshot.context.devices.cameras : snapshot.context.devices.microphones;
  const chosen = kind === 'video' ? snapshot.context.chosen.camera : snapshot.context.chosen.microphone;
  if (devices.length < 1) return null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {kind === 'video' ? 'Camera' : 'Microphone'}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(e) => call.send({ type: 'device.pick', kind, deviceId: e.target.value })}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
      >
        {devices.map((d) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Microphone and camera buttons, the same before and during the call. */
export function MediaToggles({ snapshot, call }: { snapshot: CallSnapshot; call: CallActorRef }) {
  const mic = snapshot.matches({ live: { microphone: 'on' } });
  const micAvailable = !snapshot.matches({ live: { microphone: 'absent' } });
  const cam = snapshot.matches({ live: { camera: 'on' } });
  const camAvailable = !snapshot.matches({ live: { camera: 'absent' } });
  return (
    <>
      <Button
        variant={mic ? 'secondary' : 'primary'}
        aria-pressed={!mic}
        disabled={!micAvailable || snapshot.matches({ live: { microphone: 'lost' } })}
        onClick={() => call.send({ type: 'mic.toggle' })}
      >
        {mic ? 'Mute' : 'Unmute'}
      </Button>
      <Button
        variant={cam ? 'secondary' : 'primary'}
        aria-pressed={!cam}
        disabled={!camAvailable || snapshot.matches({ live: { camera: 'lost' } })}
        onClick={() => call.send({ type: 'camera.toggle' })}
      >
        {cam ? 'Turn camera off' : 'Turn camera on'}
      </Button>
    </>
  );
}

/** What a device that went away says, before and during the call. */
export function LostDevices({ snapshot }: { snapshot: CallSnapshot }) {
  const lost = [
    snapshot.matches({ live: { camera: 'lost' } }) ? 'Your camera was disconnected.' : null,
    snapshot.matches({ live: { microphone: 'lost' } }) ? 'Your microphone was disconnected.' : null,
  ].filter(Boolean);
  if (!lost.length) return null;
  return (
    <p role="alert" className="rounded-[var(--radius)] bg-amber-50 p-3 text-sm dark:bg-slate-800">
      {lost.join(' ')} Plug it back in, or choose another in the list.
    </p>
  );
}

/**
 * Before joining (issue #61): the camera's preview, the devices, the microphone's level, and
 * joining with either off. A refusal, no device or a busy camera says so, with Try again and
 * joining without them.
 */
export function DeviceCheck({ snapshot, call, otherName }: { snapshot: CallSnapshot; call: CallActorRef; otherName: string }) {
  const failure = snapshot.context.failure;
  const starting = snapshot.matches({ live: { stage: { checking: 'starting' } } });
  const ready = snapshot.matches({ live: { stage: { checking: 'ready' } } });
  const camOn = snapshot.matches({ live: { camera: 'on' } });
  return (
    <section
      aria-labelledby="device-check-title"
      data-testid="device-check"
      className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2"
    >
      <div className="aspect-video w-full">
        {camOn ? (
          <MediaView stream={snapshot.context.local} own label="Your camera’s preview" testId="preview" />
        ) : (
          <div className="grid h-full place-items-center rounded-[var(--radius)] bg-slate-900 text-sm text-slate-100">
            {starting ? 'Starting your camera…' : 'Camera off'}
          </div>
        )}
      </div>
      <div className="space-y-4">
        <h2 id="device-check-title" className="text-lg font-semibold">
          Ready to join {otherName}?
        </h2>
        {failure && !ready ? (
          <div role="alert" className="rounded-[var(--radius)] bg-amber-50 p-3 text-sm dark:bg-slate-800">
            <p className="font-semibold">{FAILURE_TEXT[failure].title}</p>
            <p className="mt-1">{FAILURE_TEXT[failure].help}</p>
            <Button className="mt-2" variant="secondary" onClick={() => call.send({ type: 'call.retry' })}>
              Try again
            </Button>
          </div>
        ) : null}
        <LostDevices snapshot={snapshot} />
        <DevicePicker kind="video" snapshot={snapshot} call={call} />
        <DevicePicker kind="audio" snapshot={snapshot} call={call} />
        {snapshot.matches({ live: { microphone: 'on' } }) ? (
          <LevelMeter level={snapshot.context.level} label="Your microphone’s level" />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <MediaToggles snapshot={snapshot} call={call} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={starting} onClick={() => call.send({ type: 'call.join' })}>
            {ready ? 'Join' : 'Join without camera and microphone'}
          </Button>
          <Button variant="ghost" onClick={() => call.send({ type: 'call.leave' })}>
            Back
          </Button>
        </div>
      </div>
    </section>
  );
}
