import { SOUND_VOLUME } from '../../../machines/domain/constants';

const ALERT_URL = '/sounds/chat-alert.wav';
let audio: HTMLAudioElement | null = null;

/** SPEC §4/§8: the chat alert plays at volume 0.6; a failure to play is only logged. */
export function playChatAlert(): void {
  try {
    audio ??= new Audio(ALERT_URL);
    audio.volume = SOUND_VOLUME;
    audio.currentTime = 0;
    void audio.play().catch((error: unknown) => console.info('[chat alert] could not play:', (error as Error).message));
  } catch (error) {
    console.info('[chat alert] could not play:', (error as Error).message);
  }
}
