import { describe, expect, it, vi } from 'vitest';
import { CaptionFetchError, textFetcher } from './fetch-text';

describe('textFetcher', () => {
  it('reads the body as text and passes the request options on', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('WEBVTT\n')));
    const controller = new AbortController();
    await expect(textFetcher(fetchFn, { signal: controller.signal })('/media/demo/subs/en.vtt')).resolves.toBe('WEBVTT\n');
    expect(fetchFn).toHaveBeenCalledWith('/media/demo/subs/en.vtt', { signal: controller.signal });
  });

  it('rejects with the status on an HTTP error', async () => {
    const read = textFetcher(() => Promise.resolve(new Response('not found', { status: 404 })));
    const error = await read('/missing.vtt').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptionFetchError);
    expect(error).toMatchObject({ url: '/missing.vtt', status: 404, message: 'HTTP 404 for /missing.vtt' });
  });

  it('passes a network failure on', async () => {
    const read = textFetcher(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(read('/en.vtt')).rejects.toThrow('Failed to fetch');
  });
});
