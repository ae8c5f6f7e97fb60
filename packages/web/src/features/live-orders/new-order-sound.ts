// A short two-note chime made with the Web Audio API: nothing to download, nothing to cache.
type AudioContextClass = typeof AudioContext;

const RESUME_WAIT_MS = 300;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function note(ctx: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick attack and a soft decay, so it rings instead of clicking.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.05);
}

/**
 * Plays the new-order chime. Browsers block audio until the person has interacted with the page;
 * then it is only logged (spec §6), the badge and the new card still tell.
 */
export async function playNewOrderSound(): Promise<void> {
  try {
    // Without a click or key press on the page yet, the browser would refuse to start audio.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) {
      console.warn('Sonido de nuevo pedido bloqueado: la página aún no ha recibido interacción');
      return;
    }
    const ctx = audioContext();
    if (!ctx) return;
    // resume() may wait for a user gesture forever; do not wait for it past a moment.
    if (ctx.state === 'suspended') await Promise.race([ctx.resume(), delay(RESUME_WAIT_MS)]);
    if (ctx.state !== 'running') {
      console.warn('Sonido de nuevo pedido bloqueado por el navegador');
      return;
    }
    const now = ctx.currentTime;
    note(ctx, 880, now, 0.18);
    note(ctx, 1318.5, now + 0.16, 0.32);
  } catch (error) {
    console.warn('No se pudo reproducir el sonido de nuevo pedido', error);
  }
}
