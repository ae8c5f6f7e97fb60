import { useEffect, useRef } from 'react';

// Back closes the open sheet or dialog first, as phones do everywhere: each open layer (sheet,
// dialog) owns one history entry with the page's own address, marked with its depth in the
// router's state (`usr`, which React Router keeps when the caller passes it on). Back pops that
// entry and the layer closes; closing a layer otherwise pops its entry.

const KEY = 'hornoLayer';

interface Layer {
  depth: number;
  close: () => void;
}

const layers: Layer[] = [];
let listening = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
/** The address to keep once `settle` has popped the entries of closed layers. */
let keepAddress: string | undefined;

type RouterState = { usr?: Record<string, unknown> | null } & Record<string, unknown>;

const routerState = (): RouterState | null => (window.history.state as RouterState | null) ?? null;

/** The depth of the current history entry: 0 for a page, n for the n-th open layer's entry. */
function currentDepth(): number {
  const value = routerState()?.usr?.[KEY];
  return typeof value === 'number' ? value : 0;
}

function writeDepth(depth: number, push: boolean) {
  const state = routerState() ?? {};
  const usr = { ...(state.usr ?? {}) };
  if (depth > 0) usr[KEY] = depth;
  else delete usr[KEY];
  const next = { ...state, usr };
  if (push) window.history.pushState(next, '');
  else window.history.replaceState(next, '');
}

/** Pops the entries of layers closed meanwhile, unless a navigation has left them behind. */
function settle() {
  settleTimer = undefined;
  const extra = currentDepth() - layers.length;
  if (extra <= 0) return;
  // The address may have changed while the layer was open (a branch chosen in a dialog): the
  // entry under it gets the new one.
  keepAddress = window.location.href;
  window.history.go(-extra);
}

function scheduleSettle() {
  if (settleTimer === undefined) settleTimer = setTimeout(settle, 0);
}

function onPopState() {
  const address = keepAddress;
  keepAddress = undefined;
  if (address !== undefined && address !== window.location.href) {
    window.history.replaceState(window.history.state, '', address);
    // Tells the router, which only listens to popstate, about the address it now shows.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return;
  }
  const depth = currentDepth();
  // Back (or Forward) to a lower entry closes every layer above it, the top one first.
  while (layers.length > 0 && layers[layers.length - 1]!.depth > depth) layers.pop()!.close();
  // An entry of a layer that is no longer open (left behind by a navigation) is skipped.
  if (depth > layers.length) scheduleSettle();
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // An entry kept from before a reload belongs to no open layer.
  if (currentDepth() > 0) writeDepth(0, false);
  window.addEventListener('popstate', onPopState);
}

/** The history state to pass along when replacing the address while a layer may be open. */
export function keepLayerState(): unknown {
  return routerState()?.usr ?? undefined;
}

/**
 * While `open`, the browser's Back button closes the layer (calling `close`) instead of leaving
 * the page. Use it in every customer sheet and dialog.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    listen();
    const layer: Layer = { depth: layers.length + 1, close: () => closeRef.current() };
    layers.push(layer);
    // The entry of a layer that just closed is reused rather than popped and pushed again.
    writeDepth(layer.depth, currentDepth() < layer.depth);
    return () => {
      const index = layers.indexOf(layer);
      if (index === -1) return; // closed by Back: its entry is already gone
      layers.splice(index, 1);
      scheduleSettle();
    };
  }, [open]);
}
