/** A queue read as an async iterable: a producer pushes text while a consumer awaits it. */
export class ChunkQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private isDone = false;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  push(item: T) {
    this.items.push(item);
    this.notify();
  }

  end() {
    this.isDone = true;
    this.notify();
  }

  fail(error: unknown) {
    this.failure = { error };
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    while (true) {
      const item = this.items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.isDone) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
