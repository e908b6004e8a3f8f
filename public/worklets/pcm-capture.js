// Voice search's audio worklet (issue #13): the microphone at the audio context's rate in,
// 16 kHz mono 16-bit PCM out, one frame of 100 ms (SPEC §9) at a time, with its loudness
// for the level meter. Loaded by src/realtime/voice.ts when the microphone button is first
// pressed. MediaRecorder is not used: its WebM chunks carry their header only in the first one.
class PcmCapture extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const { targetRate, frameSamples } = options.processorOptions;
    // Input samples per output sample (3 at 48 kHz); each output is the mean of its inputs,
    // which also filters out what 16 kHz cannot carry.
    this.ratio = sampleRate / targetRate;
    this.phase = 0;
    this.sum = 0;
    this.count = 0;
    this.frameSamples = frameSamples;
    this.frame = new Int16Array(frameSamples);
    this.filled = 0;
    this.energy = 0;
    this.port.onmessage = (message) => {
      if (message.data === 'flush') {
        this.post(true);
      }
    };
  }

  post(last) {
    const pcm = this.frame.slice(0, this.filled);
    const rms = this.filled > 0 ? Math.sqrt(this.energy / this.filled) : 0;
    this.port.postMessage({ pcm: pcm.buffer, level: Math.min(1, rms * 4), last }, [pcm.buffer]);
    this.filled = 0;
    this.energy = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i += 1) {
      this.sum += channel[i];
      this.count += 1;
      this.phase += 1;
      if (this.phase < this.ratio) continue;
      this.phase -= this.ratio;
      const sample = Math.max(-1, Math.min(1, this.sum / this.count));
      this.sum = 0;
      this.count = 0;
      this.energy += sample * sample;
      this.frame[this.filled] = sample < 0 ? sample * 32768 : sample * 32767;
      this.filled += 1;
      if (this.filled === this.frameSamples) this.post(false);
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCapture);
