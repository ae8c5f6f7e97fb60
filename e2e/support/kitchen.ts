// What the kitchen display's specs share (kitchen-display.test.ts, kitchen-display-colours.test.ts).
import { formatOrderNumber } from '@horno/domain/dates';
import type { Page } from 'playwright-core';

/** A 10-inch tablet lying on the pass, and standing up. */
export const TABLET = { width: 1280, height: 800 };
export const PORTRAIT = { width: 820, height: 1180 };
/** As the order board's test: the push, not the machine, is what this bounds. */
export const LIVE_WITHIN_MS = 5_000;

/** Order `pedido`'s ticket on a station's screen. */
export const ticketOf = (page: Page, pedido: number) =>
  page.getByRole('article', { name: `Pedido #${formatOrderNumber(pedido)}`, exact: true });
