/** A failure a fake is told to raise on its next call, once (`failNextWith`). */
export class PendingFailure {
  private error: unknown = undefined;
  private pending = false;

  /** Arms the failure. */
  set(error: unknown): void {
    this.error = error;
    this.pending = true;
  }

  /** Throws the armed failure, disarming it; does nothing when none is armed. */
  throwIfSet(): void {
    if (!this.pending) return;
    const error = this.error;
    this.pending = false;
    this.error = undefined;
    throw error;
  }
}
