import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { WorkQueue } from './work-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at a time, in order, passing failures through', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) =>
        queue.run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running--;
          if (i === 3) throw new Error('falló');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'x'))).toEqual([
      0,
      1,
      2,
      'x',
      4,
      5,
      6,
    ]);
    // Every slot was given back: the next task starts at once.
    expect(await queue.run(async () => 'libre')).toBe('libre');
  });

  it('refuses with a 503 a task that finds the waiting line full', async () => {
    const queue = new WorkQueue(1, { maxWaiting: 1, busyMessage: 'Ocupado' });
    const slow = queue.run(tick);
    const waiting = queue.run(tick);
    const refused = await queue.run(tick).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Ocupado' });
    await Promise.all([slow, waiting]);
  });
});
