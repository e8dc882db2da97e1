/**
 * The desk's ring: two short sine tones made with the Web Audio API, so there is no sound file to
 * download. Browsers let a page make sound only once the person has interacted with it: the
 * context is resumed on the first click or key press.
 */

/** The two notes of one ring (A5 then D6) and how long each sounds, in seconds. */
const NOTES = [
  { at: 0, frequency: 880 },
  { at: 0.2, frequency: 1175 },
];
const NOTE_SECONDS = 0.35;
const VOLUME = 0.25;

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  return context;
}

/** Resumes the sound on the next click or key press; answers the clean-up. */
export function unlockChimeOnGesture(): () => void {
  const unlock = () => void audio()?.resume();
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

/** Rings once (silently while the browser still holds the sound back). */
export function playChime(): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime;
  for (const { at, frequency } of NOTES) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick fade in and out: a tone cut off abruptly clicks.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + NOTE_SECONDS);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + NOTE_SECONDS);
  }
}
