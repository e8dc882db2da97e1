/** Thrown by `WorkQueue.run` when every place to run and to wait is taken. */
export class WorkQueueFullError extends Error {
  constructor() {
    super('The work queue is full');
  }
}

/**
 * Runs at most `running` tasks at once, in the order they came; at most `waiting` more wait for
 * their turn, and a task beyond those is refused at once rather than left waiting.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.takeTurn();
    try {
      return await task();
    } finally {
      this.passTurn();
    }
  }

  private async takeTurn(): Promise<void> {
    if (this.running < this.limits.running) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.limits.waiting) throw new WorkQueueFullError();
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** The next task in line runs in the finished one's place. */
  private passTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
