import type { Page } from 'playwright-core';

/**
 * Waits until a row picked up with the keyboard takes the arrow keys. dnd-kit's keyboard sensor
 * starts listening for them from a timer it sets as the drag starts, and the browser runs input
 * before timers: an arrow pressed right after the pick-up was told could be lost (the most
 * frequent retry in CI). A timer set in the page after theirs fires after it.
 */
export function keyboardDragReady(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
