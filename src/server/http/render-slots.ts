// A few renders at a time (issue 33): pages past the slots wait their turn — or, when that takes
// longer than a render may, go without their markup, as a render that ran late does (the
// browser's app draws them). A rush of new addresses never piles up renders without end.

export class RenderSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(slots: number) {
    this.free = slots;
  }

  /**
   * Runs `work` in a slot once one is free; undefined, without running it, when none came
   * within `ms`.
   */
  async run<T>(work: () => Promise<T>, ms: number): Promise<T | undefined> {
    if (!(await this.take(ms))) return undefined;
    try {
      return await work();
    } finally {
      this.give();
    }
  }

  private take(ms: number): Promise<boolean> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index !== -1) this.waiting.splice(index, 1);
        resolve(false);
      }, ms);
      this.waiting.push(grant);
    });
  }

  private give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
