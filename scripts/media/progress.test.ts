import { describe, expect, it } from 'vitest';
import { createProgress, eta, parseProgressLine, renderBar } from './progress';

/** One block of ffmpeg's `-progress pipe:1` output. */
const block = (micros: string, end = false) => [`frame=12`, `out_time_us=${micros}`, `out_time=00:00:01.000000`, 'speed=1.5x', `progress=${end ? 'end' : 'continue'}`];

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { out: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('parseProgressLine', () => {
  it('reads the media time, the speed and the end', () => {
    expect(parseProgressLine('out_time_us=2500000')).toEqual({ seconds: 2.5 });
    expect(parseProgressLine('out_time_ms=1000000')).toEqual({ seconds: 1 }); // microseconds despite the name
    expect(parseProgressLine('speed=0.98x')).toEqual({ speed: '0.98x' });
    expect(parseProgressLine('progress=end')).toEqual({ done: true });
    expect(parseProgressLine('progress=continue')).toEqual({ done: false });
  });

  it('ignores N/A, negative start times and other keys', () => {
    expect(parseProgressLine('out_time_us=N/A')).toBeUndefined();
    expect(parseProgressLine('out_time_us=-23220')).toEqual({ seconds: 0 });
    expect(parseProgressLine('bitrate=1200kbits/s')).toBeUndefined();
    expect(parseProgressLine('speed=N/A')).toBeUndefined();
  });
});

describe('renderBar', () => {
  it('fills by the fraction done', () => {
    expect(renderBar(0.5, 10)).toBe('[#####.....]  50%');
    expect(renderBar(1, 4)).toBe('[####] 100%');
  });
});

describe('eta', () => {
  it('estimates the time left from the speed, and says nothing before it is known or after the end', () => {
    expect(eta(0.25, 3600, '0.5x')).toBe('  about 90:00 left');
    expect(eta(0.5, 10, 'N/A')).toBe('');
    expect(eta(0, 10, '1x')).toBe('');
    expect(eta(1, 10, '1x')).toBe('');
  });
});

describe('createProgress', () => {
  it('redraws one line in place on a terminal, with the speed', () => {
    const { out, written } = recorder(true);
    const progress = createProgress('Encoding', 10, out);
    block('5000000').forEach((line) => progress.onLine(line));
    expect(written.at(-1)).toBe(`\rEncoding ${renderBar(0.5)}  1.5x  about 0:03 left\u001b[K`);
    progress.finish();
    expect(written.slice(-2)).toEqual([`\rEncoding ${renderBar(1)}  1.5x\u001b[K`, '\n']);
  });

  it('prints a plain line every 10 % elsewhere (CI logs), never a carriage return, each step once', () => {
    const { out, written } = recorder(false);
    const progress = createProgress('Encoding', 10, out);
    for (const micros of ['0', '1000000', '1500000', '3400000', '9990000']) block(micros).forEach((line) => progress.onLine(line));
    block('10000000', true).forEach((line) => progress.onLine(line));
    progress.finish();
    expect(written).toEqual(['Encoding: 0%\n', 'Encoding: 10%\n', 'Encoding: 30%\n', 'Encoding: 90%\n', 'Encoding: 100%\n']);
  });
});
