import { describe, expect, it } from 'vitest';
import { LiveOptionsError, parseDemoOptions, parseIngestOptions, parseListenAddress } from './live-options';

describe('live:demo options', () => {
  it('defaults to /live/demo with a 6-segment window', () => {
    expect(parseDemoOptions([])).toEqual({ name: 'demo', window: 6 });
    expect(parseDemoOptions(['--name', 'tonight', '--window', '10'])).toEqual({ name: 'tonight', window: 10 });
  });

  it('refuses a name that is not one path segment, a window hls.js cannot play, and unknown flags', () => {
    expect(() => parseDemoOptions(['--name', '../x'])).toThrow(/--name must be/);
    expect(() => parseDemoOptions(['--window', '2'])).toThrow(/at least 3 segments/);
    expect(() => parseDemoOptions(['--window', 'six'])).toThrow(/--window must be a number/);
    expect(() => parseDemoOptions(['--loop'])).toThrow(LiveOptionsError);
  });
});

describe('live:ingest --listen', () => {
  it('takes an RTMP application and an SRT listener', () => {
    expect(parseListenAddress('rtmp://127.0.0.1:1935/live')).toEqual({ protocol: 'rtmp', url: 'rtmp://127.0.0.1:1935/live' });
    expect(parseListenAddress('srt://0.0.0.0:9000?mode=listener')).toEqual({ protocol: 'srt', url: 'srt://0.0.0.0:9000?mode=listener' });
  });

  it('says what is wrong with a bad address', () => {
    expect(() => parseListenAddress('127.0.0.1:1935')).toThrow(/is not an address: use rtmp:/);
    expect(() => parseListenAddress('not an address')).toThrow(/is not an address/);
    expect(() => parseListenAddress('rtmp://127.0.0.1:1935')).toThrow(/names no application/);
    expect(() => parseListenAddress('srt://127.0.0.1?mode=listener')).toThrow(/needs a port/);
    expect(() => parseListenAddress('srt://127.0.0.1:9000')).toThrow(/add \?mode=listener/);
    expect(() => parseListenAddress('http://127.0.0.1/live')).toThrow(/got http:/);
  });

  it('needs --listen, and reads the camera’s frame, layout and rate', () => {
    expect(() => parseIngestOptions([])).toThrow(/--listen is required/);
    const options = parseIngestOptions(['--listen', 'rtmp://127.0.0.1:1935/live', '--layout', 'top-bottom', '--size', '5760x5760', '--fps', '25']);
    expect(options).toMatchObject({ name: 'ingest', layout: 'top-bottom', size: '5760x5760', fps: 25, 'max-height': 1024, window: 6 });
    expect(options.listen.protocol).toBe('rtmp');
    expect(() => parseIngestOptions(['--listen', 'rtmp://h/live', '--size', 'big'])).toThrow(/--size must be/);
    expect(() => parseIngestOptions(['--listen', 'rtmp://h/live', '--layout', 'cubemap'])).toThrow(/--layout must be one of/);
  });
});
