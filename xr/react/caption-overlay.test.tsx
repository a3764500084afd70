// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CaptionOverlay } from './caption-overlay';
import { mount, unmountAll } from './test-support';

afterEach(unmountAll);

describe('CaptionOverlay', () => {
  it('draws nothing between cues', () => {
    expect(mount(<CaptionOverlay text="" />).host.childElementCount).toBe(0);
  });

  it('shows the cue, line breaks kept, in the language of the captions', () => {
    const caption = mount(<CaptionOverlay text={'A test picture:\nthe stage is at FRONT.'} lang="nl" />).host.querySelector('p');
    expect(caption?.textContent).toBe('A test picture:\nthe stage is at FRONT.');
    expect(caption?.lang).toBe('nl');
    expect(caption?.className).toContain('whitespace-pre-line');
  });

  it('is no live region: a screen reader would read every cue over the music', () => {
    const { host } = mount(<CaptionOverlay text="Welcome" />);
    expect(host.querySelector('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
  });

  it('is sized in rem (it follows the text-size setting) and never catches a drag', () => {
    const { host } = mount(<CaptionOverlay text="Welcome" />);
    expect(host.querySelector('p')?.className).toMatch(/\btext-(lg|xl|2xl)\b/);
    expect((host.firstElementChild as HTMLElement).className).toContain('pointer-events-none');
  });
});
