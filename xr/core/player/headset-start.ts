import type { XrVisibility } from '../session/xr-visibility';

/** What the start in a headset does to the concert: the player controller's own transport. */
export interface HeadsetTransport {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Goes on with what was playing (after standby: the Quest pauses media there). */
  resume(): void;
  /** Starts what the person should see first: a recording from its beginning, a live concert at its live edge. */
  rejoin(): void;
  /** The page's hold (`hold`) began or ended: the controller says so in its snapshot. */
  pageHoldChanged(held: boolean): void;
}

/**
 * When a concert entered with 'Enter VR' starts: from its beginning, once the person sees the session
 * (WebXR's visibilityState), however long staff take to put the headset on; what played on the page before
 * is not what the resident should miss. One 'Enter VR' at a time, and out of the headset before it ever
 * showed the concert, the page plays on as before.
 *
 * A second hold is the page's (`hold`): a question before the concert (the mood check). The concert starts once
 * neither holds, from its beginning (a live one at its edge); a press on play ends both.
 */
export class HeadsetStart {
  /** Held at the beginning until the session is seen. */
  private waiting = false;
  /** Held at the beginning until the page lets go. */
  private pageHeld = false;
  /** An 'Enter VR' under way: a second press (a slow permission prompt, an impatient hand) must not undo the hold. */
  private entering = false;
  /** The session's visibility as last reported (null outside a session). */
  private visibility: XrVisibility | null = null;

  constructor(private readonly transport: HeadsetTransport) {}

  /** Whoever starts the concert (a press, the session becoming visible) ends a hold at the beginning. */
  started(): void {
    this.waiting = false;
    this.setPageHeld(false);
  }

  /**
   * The page holds the concert at its beginning (true) or lets it start (false): it then starts from there, or
   * once the session is seen if that is still awaited. Letting go of a hold a press already ended does nothing.
   */
  hold(held: boolean): void {
    if (held === this.pageHeld) return;
    this.setPageHeld(held);
    if (held) return this.holdAtBeginning();
    if (!this.waiting) this.transport.rejoin();
  }

  /**
   * Inside 'Enter VR': `hold` pauses the concert at its beginning until the session is seen (not for a
   * headset that starts with its group). `enter` asks for the session; false if an 'Enter VR' is under way.
   */
  enter(hold: boolean, enter: () => Promise<void>): boolean {
    if (this.entering) return false;
    if (hold && !this.pageHeld) this.holdAtBeginning();
    this.waiting = hold;
    this.entering = true;
    void enter()
      // No session after all: the page goes on as before (playing, or still held by the page).
      .catch(() => this.leaveWaiting())
      .finally(() => (this.entering = false));
    return true;
  }

  /** The session started or ended. */
  sessionChanged(active: boolean): void {
    this.visibility = null;
    if (!active) this.leaveWaiting();
  }

  /** The session's visibility, at its start and at every change. */
  visibilityChanged(visibility: XrVisibility): void {
    if (visibility === this.visibility) return;
    this.visibility = visibility;
    if (visibility !== 'visible') return;
    // The page still holds: it starts the concert when it lets go (a resume now would play under its question).
    if (this.pageHeld) return void (this.waiting = false);
    if (!this.waiting) return this.transport.resume();
    // However long staff took to fit the headset, a live concert starts where the room is, not minutes behind.
    this.transport.rejoin();
  }

  private leaveWaiting(): void {
    if (!this.waiting) return;
    if (this.pageHeld) this.waiting = false;
    else this.transport.play();
  }

  /** A recording waits at its beginning (a live stream just pauses: it starts again at its live edge). */
  private holdAtBeginning(): void {
    this.transport.pause();
    this.transport.seek(0);
  }

  private setPageHeld(held: boolean): void {
    if (held === this.pageHeld) return;
    this.pageHeld = held;
    this.transport.pageHoldChanged(held);
  }
}
