/**
 * A failure the person running the pipeline can act on: the message says what is wrong and what to do,
 * and the CLI prints it without a stack trace. Anything else that is thrown is a bug and keeps its stack.
 */
export class IngestError extends Error {
  override readonly name = 'IngestError';
  /** A command-line mistake: the CLI prints the usage text after the message. */
  readonly usage: boolean;

  constructor(message: string, options: { usage?: boolean } = {}) {
    super(message);
    this.usage = options.usage ?? false;
  }
}

/** The apt line is the fix on the Debian machines this project runs on (see TESTING.md). */
export const FFMPEG_MISSING =
  'ffmpeg and ffprobe are needed but were not found on the PATH. Install them (Debian/Ubuntu: apt-get install -y ffmpeg) and try again.';
