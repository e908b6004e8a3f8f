import { useEffect, useRef } from 'react';
import type { MediaHandle } from '../../../machines/call/call.machine';

/**
 * A camera, screen or the other person, playing. The stream is the actor's (a MediaStream behind
 * the machine's opaque handle); the element only shows it. The person's own preview is muted
 * and mirrored, as in a mirror.
 */
export function MediaView({
  stream,
  own = false,
  label,
  testId,
}: {
  stream: MediaHandle | null;
  own?: boolean;
  label: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = (stream as MediaStream | null) ?? null;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      data-testid={testId}
      autoPlay
      playsInline
      muted={own}
      className={`h-full w-full rounded-[var(--radius)] bg-slate-900 object-cover ${own ? '-scale-x-100' : ''}`}
    />
  );
}
