// The customer's ad pop-up: its timings (spec: customer-app.md "Footer and ad pop-up"). Only
// constants: the menu's first load imports this module (its memory is in ad-memory.ts).

/** The pop-up's timings, in milliseconds. */
export const AD_POPUP = {
  /** After the page loads, before the pop-up opens. */
  openDelayMs: 5_000,
  /** Open this long, it closes by itself. */
  autoCloseMs: 30_000,
  /** The carousel moves to the next ad this often. */
  intervalMs: 8_000,
  /** An ad shown to this device is not shown again for this long (2 days). */
  reshowMs: 2 * 24 * 60 * 60 * 1000,
} as const;
