/** Every order-board query starts with this key, so one invalidation refreshes them all. */
export const BOARD_KEY = ['order-board'] as const;

/** The two lists of a branch and date range. */
export const boardListsKey = (sede: number, from: string, to: string) =>
  [...BOARD_KEY, 'lists', sede, from, to] as const;

/** One order as staff see it. */
export const staffOrderKey = (id: number) => [...BOARD_KEY, 'order', id] as const;
