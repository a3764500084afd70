import { describe, expect, it, vi } from 'vitest';
import { sharePage, type ShareCapableNavigator } from './share-page';

const payload = { title: 'Support Tutti', text: 'Help bring music to care homes.', url: 'https://tutti.example/donate' };

const abortError = () => new DOMException('Share canceled', 'AbortError');

function clipboard(writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)) {
  return { writeText };
}

describe('sharePage', () => {
  it('uses the share sheet when the browser has one, and does not touch the clipboard', async () => {
    const share = vi.fn<(data: typeof payload) => Promise<void>>().mockResolvedValue(undefined);
    const board = clipboard();
    const outcome = await sharePage(payload, { share, clipboard: board });
    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledWith(payload);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('stays silent when the person cancels the share sheet (AbortError)', async () => {
    const share = vi.fn<(data: typeof payload) => Promise<void>>().mockRejectedValue(abortError());
    const board = clipboard();
    const outcome = await sharePage(payload, { share, clipboard: board });
    expect(outcome).toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the page URL when there is no share sheet', async () => {
    const board = clipboard();
    const outcome = await sharePage(payload, { share: undefined, clipboard: board });
    expect(outcome).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(payload.url);
  });

  it('copies the page URL when sharing fails for another reason', async () => {
    const share = vi.fn<(data: typeof payload) => Promise<void>>().mockRejectedValue(new DOMException('No gesture', 'NotAllowedError'));
    const board = clipboard();
    expect(await sharePage(payload, { share, clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(payload.url);
  });

  it('skips the share sheet when the browser says it cannot share this data', async () => {
    const share = vi.fn<(data: typeof payload) => Promise<void>>().mockResolvedValue(undefined);
    const nav: ShareCapableNavigator = { share, canShare: () => false, clipboard: clipboard() };
    expect(await sharePage(payload, nav)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('asks the person to copy the link by hand when the clipboard refuses', async () => {
    const board = clipboard(vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    expect(await sharePage(payload, { clipboard: board })).toBe('manual');
  });

  it('asks the person to copy the link by hand when there is neither share sheet nor clipboard', async () => {
    expect(await sharePage(payload, {})).toBe('manual');
  });
});
