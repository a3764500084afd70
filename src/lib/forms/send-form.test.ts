import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSupabase } from '@/lib/supabase/client';
import { RequestTimeoutError } from '@/lib/timed-fetch';
import { SendFormError, failureNote, forwardAjaxUrl, rowFields, sendForm } from './send-form';

vi.mock('@/lib/supabase/client', () => ({ loadSupabase: vi.fn() }));
const mockedLoad = vi.mocked(loadSupabase);

const row = { name: 'Ada', email: 'ada@care.example', phone: null, message: 'Hello' };
const input = { table: 'contact_messages' as const, row, subject: 'New Tutti contact message' };

function answer(status: number, body: string) {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('forwardAjaxUrl', () => {
  it("turns FormSubmit's address into its JSON endpoint, once", () => {
    expect(forwardAjaxUrl('https://formsubmit.co/info@tutti.example')).toBe('https://formsubmit.co/ajax/info@tutti.example');
    expect(forwardAjaxUrl('https://formsubmit.co/ajax/info@tutti.example')).toBe('https://formsubmit.co/ajax/info@tutti.example');
  });
});

describe('rowFields', () => {
  it('keeps filled columns as text and drops empty ones', () => {
    expect(rowFields({ a: 'x', b: null, c: '', d: 40, e: undefined })).toEqual({ a: 'x', d: '40' });
  });
});

describe('sendForm without a backend', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    mockedLoad.mockResolvedValue(null);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts the fields with the subject, no captcha and the table template, as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"success":"true","message":"ok"}'));
    await sendForm(input);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://formsubmit.co/ajax/info@tutti.example');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada',
      email: 'ada@care.example',
      message: 'Hello',
      _subject: 'New Tutti contact message',
      _captcha: 'false',
      _template: 'table',
    });
  });

  it('accepts a boolean success too', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"success":true}'));
    await expect(sendForm({ ...input, fields: { only: 'this' } })).resolves.toBeUndefined();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ only: 'this' });
  });

  it.each([
    ['a 500', answer(500, '{"success":"false"}'), 500],
    ['success "false"', answer(200, '{"success":"false","message":"spam"}'), 200],
    ['an answer that is not JSON', answer(200, '<html>'), 200],
  ])('throws a rejected SendFormError on %s', async (_label, response, status) => {
    fetchMock.mockResolvedValue(response);
    const error = await sendForm(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendFormError);
    expect(error).toMatchObject({ reason: 'rejected', status });
  });

  it('throws a network SendFormError when the service cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'network' });
  });

  it('throws a timeout SendFormError when the service never answers (lib/timed-fetch)', async () => {
    fetchMock.mockRejectedValue(new RequestTimeoutError(15_000));
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('throws a timeout SendFormError when the answer stalls after its headers (its body fails with the timeout)', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(new RequestTimeoutError(15_000)) });
    fetchMock.mockResolvedValue(new Response(stalled, { status: 200 }));
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('throws a network SendFormError when the connection drops while the answer is read, not a refusal', async () => {
    const dropped = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(new TypeError('network error')) });
    fetchMock.mockResolvedValue(new Response(dropped, { status: 200 }));
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('sendForm with a backend', () => {
  function fakeClient(result: { error: unknown; status: number }) {
    const calls: { table?: string; row?: unknown; select: boolean } = { select: false };
    // PostgREST's builder is a thenable: awaiting it sends the request.
    const builder = {
      then: <A, B>(onOk: (value: typeof result) => A, onError: (reason: unknown) => B) => Promise.resolve(result).then(onOk, onError),
      select: () => {
        calls.select = true;
        return builder;
      },
    };
    const client = {
      from: (table: string) => {
        calls.table = table;
        return { insert: (value: unknown) => ((calls.row = value), builder) };
      },
    };
    mockedLoad.mockResolvedValue(client as unknown as Awaited<ReturnType<typeof loadSupabase>>);
    return calls;
  }

  it('inserts the row into its table without reading it back, and sends no email', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const calls = fakeClient({ error: null, status: 201 });
    await sendForm(input);
    expect(calls).toEqual({ table: 'contact_messages', row, select: false });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('throws rejected with the status when PostgREST refuses', async () => {
    fakeClient({ error: { message: 'new row violates row-level security policy' }, status: 403 });
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'rejected', status: 403 });
  });

  it('throws network when the request never got an answer (status 0)', async () => {
    fakeClient({ error: { message: 'TypeError: Failed to fetch' }, status: 0 });
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'network' });
  });

  it("throws rateLimited on the database's limit of sends per address and hour", async () => {
    fakeClient({ error: { code: 'P0001', message: 'rate_limited' }, status: 400 });
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'rateLimited', status: 400 });
  });

  it('throws concertNotBookable when the booking trigger refuses the concert', async () => {
    fakeClient({ error: { code: 'P0001', message: 'concert_not_bookable' }, status: 400 });
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'concertNotBookable', status: 400 });
  });

  it('throws timeout when the client gave up waiting (status 0, our timeout message)', async () => {
    fakeClient({ error: { code: '', message: 'AbortError: request timed out after 15000 ms' }, status: 0 });
    await expect(sendForm(input)).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('failureNote', () => {
  it('names the text for each way a send can fail', () => {
    expect(failureNote(new SendFormError('timeout'))).toBe('sendTimeout');
    expect(failureNote(new SendFormError('rateLimited', 400))).toBe('rateLimited');
    expect(failureNote(new SendFormError('concertNotBookable', 400))).toBe('concertNotBookable');
    expect(failureNote(new SendFormError('rejected', 500))).toBe('sendFailed');
    expect(failureNote(new SendFormError('network'))).toBe('sendFailed');
    expect(failureNote(new Error('anything else'))).toBe('sendFailed');
  });
});
