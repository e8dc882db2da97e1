/**
 * The desk's ring: two short sine tones made with the Web Audio API, so there is no sound file to
 * download. Browsers let a page make sound only once the person has interacted with it (a desk
 * opened by a reload or a bookmark starts silent): the context is resumed on the first click or key
 * press, and `chimeState` says whether the ring can be heard now.
 *
 * The audio context is made as the desk opens only in the installed app, which browsers let play
 * without a click (`prepareChime`), else on the first click or key press: making one holds the
 * page's main thread while the browser opens the audio device (300 ms in headless Chromium), for a
 * context that would only come up suspended.
 */

/** The two notes of one ring (A5 then D6) and how long each sounds, in seconds. */
const NOTES = [
  { at: 0, frequency: 880 },
  { at: 0.2, frequency: 1175 },
];
const NOTE_SECONDS = 0.35;
const VOLUME = 0.25;

let context: AudioContext | undefined;
const stateListeners = new Set<() => void>();

function notifyStateChange(): void {
  for (const listener of stateListeners) listener();
}

function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  if (!context) {
    context = new AudioContext();
    context.addEventListener('statechange', notifyStateChange);
    notifyStateChange();
  }
  return context;
}

/** Whether the ring can be heard: `blocked` until the person interacts with the page. */
export type ChimeState = 'on' | 'blocked' | 'unsupported';

export function chimeState(): ChimeState {
  if (typeof AudioContext === 'undefined') return 'unsupported';
  return context?.state === 'running' ? 'on' : 'blocked';
}

/** Calls `listener` whenever `chimeState` may have changed; answers the clean-up. */
export function onChimeStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Makes the audio context now in the installed app, where it may play without a click. */
export function prepareChime(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) audio();
}

/** Lets the ring be heard; the browser allows it only while handling the person's click or key press. */
export function unlockChime(): void {
  void audio()?.resume();
}

/**
 * Resumes the sound on the next click or key press anywhere; answers the clean-up. On the click, not
 * the press: the press would let the sound on, and the desk swap its button, before the click lands.
 */
export function unlockChimeOnGesture(): () => void {
  const unlock = unlockChime;
  window.addEventListener('click', unlock);
  window.addEventListener('keydown', unlock);
  return () => {
    window.removeEventListener('click', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

/** Rings once; does nothing while the browser holds the sound back (the tones would be lost). */
export function playChime(): void {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
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
