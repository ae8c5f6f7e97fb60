import { AppError } from './errors';

export interface WorkQueueLimit {
  /** Tasks that may wait for their turn; one more is refused at once. */
  maxWaiting: number;
  /** The 503's message for a task refused. */
  busyMessage: string;
}

/**
 * Runs at most `concurrency` tasks at a time, in the order they came. With a `limit`, a task
 * that finds the waiting line full is refused with a 503 instead of piling up in memory.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly limit?: WorkQueueLimit,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.limit && this.waiting.length >= this.limit.maxWaiting) {
        throw new AppError(503, this.limit.busyMessage);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, else it is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
