/** The browser's audio, where it has any; read once, on the first chime. */
type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

/**
 * A short two-note chime for a new order. Browsers allow sound only after the page was used (a click, a key),
 * and some have no audio at all: then nothing plays and nothing fails; the badge still shows.
 */
export function playNewOrderChime(): void {
  const Audio = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (Audio === undefined) return;
  try {
    context ??= new Audio();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
  } catch {
    // A browser that refuses audio still shows the badge.
  }
}
