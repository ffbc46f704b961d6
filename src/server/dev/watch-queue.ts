/**
 * Coalesces file changes for watch mode (after Eleventy's WatchQueue): changes that arrive
 * within `settleMs` of each other, or while a rebuild runs, are collected and handed to the
 * next rebuild as one batch, so a save that touches several files, or many saves during a
 * slow proto rebuild, cost one rebuild each, and rebuilds never overlap.
 */

export interface WatchQueueOptions {
  /** Rebuilds for a batch of changed files; a rejection is reported by `run` itself. */
  run: (files: string[]) => Promise<void>;
  /** Quiet time before a batch starts: editors write a file in several events. */
  settleMs: number;
}

export interface WatchQueue {
  /** Records a changed file and schedules a rebuild. */
  add(file: string): void;
  /** Resolves when no rebuild is running or scheduled. */
  idle(): Promise<void>;
  /** Stops scheduling; a running rebuild finishes. */
  close(): Promise<void>;
}

/** Creates the queue. */
export function createWatchQueue(options: WatchQueueOptions): WatchQueue {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (!running && !timer && pending.size === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  };

  const drain = async () => {
    while (pending.size > 0 && !closed) {
      const batch = [...pending].sort();
      pending.clear();
      await options.run(batch).catch(() => {});
    }
  };

  const schedule = () => {
    if (closed || running) return; // the running drain picks new files up when it finishes
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = drain().finally(() => {
        running = undefined;
        settle();
      });
    }, options.settleMs);
  };

  return {
    add(file) {
      if (closed) return;
      pending.add(file);
      schedule();
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await running;
      settle();
    },
  };
}
