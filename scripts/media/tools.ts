import { spawn } from 'node:child_process';
import { FFMPEG_MISSING, IngestError } from './errors';

/** What a finished tool run printed. */
export interface ToolOutput {
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Called with each complete stdout line as it arrives (ffmpeg's `-progress pipe:1`). */
  onLine?: (line: string) => void;
}

/** Only the end of stderr goes into an error: ffmpeg's last lines say why it stopped, the rest is noise. */
const STDERR_TAIL_LINES = 12;

/**
 * Runs ffmpeg or ffprobe without a shell (file names with spaces or quotes stay safe) and resolves with its
 * output; rejects with an IngestError when the tool is missing or exits with an error.
 */
export function runTool(command: 'ffmpeg' | 'ffprobe', args: readonly string[], options: RunOptions = {}): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // Progress lines go to onLine only: an hour's encode prints megabytes of them.
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split(/\r?\n/);
      pending = lines.pop() ?? '';
      lines.forEach(options.onLine);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new IngestError(FFMPEG_MISSING) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new IngestError(`${command} failed (exit code ${code ?? 'signal'}):\n${tail(stderr)}`));
    });
  });
}

function tail(text: string): string {
  return text.trim().split(/\r?\n/).slice(-STDERR_TAIL_LINES).join('\n');
}

/** Fails early, with the install hint, instead of half-way through a long run. */
export async function checkTools(): Promise<void> {
  await runTool('ffprobe', ['-hide_banner', '-version']);
  const { stdout } = await runTool('ffmpeg', ['-hide_banner', '-encoders']);
  if (!/\blibx264\b/.test(stdout)) throw new IngestError('This ffmpeg has no libx264 encoder (H.264). Debian’s ffmpeg package has it: apt-get install -y ffmpeg.');
}
