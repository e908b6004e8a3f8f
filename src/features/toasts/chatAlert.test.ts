import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeAudio {
  static created: FakeAudio[] = [];
  static fail = false;
  volume = 1;
  currentTime = 5;
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
  play() {
    return FakeAudio.fail ? Promise.reject(new Error('NotAllowedError: no user gesture yet')) : Promise.resolve();
  }
}

describe('chat alert sound (SPEC §4, §8, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    FakeAudio.created = [];
    FakeAudio.fail = false;
  });

  it('plays at volume 0.6 from the start', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const { playChatAlert } = await import('./chatAlert');
    playChatAlert();
    expect(FakeAudio.created).toHaveLength(1);
    expect(FakeAudio.created[0]).toMatchObject({ src: '/sounds/chat-alert.wav', volume: 0.6, currentTime: 0 });
  });

  it('a failure to play is only logged, never reported', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    FakeAudio.fail = true;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporting = await import('../../reporting/reporting');
    const report = vi.spyOn(reporting, 'reportError');
    const { playChatAlert } = await import('./chatAlert');
    playChatAlert();
    await new Promise((r) => setTimeout(r, 0));
    expect(info).toHaveBeenCalledWith('[chat alert] could not play:', expect.stringContaining('NotAllowedError'));
    expect(report).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
