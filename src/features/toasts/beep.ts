import { SOUND_VOLUME } from '../../../machines/domain/constants';

/** How long the notice's beep lasts (seconds) and its pitch (Hz). */
const LENGTH = 0.15;
const PITCH = 880;

let context: AudioContext | null = null;

/** Whether the person has clicked, tapped or typed on the page yet (browsers only let a page sound after that). */
function hasUserGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/**
 * A short beep for a notice whose type has its sound on (Settings › Notifications): an oscillator
 * through the Web Audio API, no audio file. Nothing plays before the person's first gesture on the
 * page; a browser without Web Audio, or one that refuses, stays silent (only logged).
 */
export function playBeep(): void {
  if (typeof AudioContext === 'undefined' || !hasUserGesture()) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = PITCH;
    // A soft start and end: no click.
    gain.gain.setValueAtTime(0, now);
    gain.gain.linearRampToValueAtTime(SOUND_VOLUME * 0.3, now + 0.01);
    gain.gain.linearRampToValueAtTime(0, now + LENGTH);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + LENGTH);
  } catch (error) {
    console.info('[notice sound] could not play:', (error as Error).message);
  }
}
