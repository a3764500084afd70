// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSpeaking, isSpeechSupported, mainContentText, speak, SPEECH_RATE, stopSpeaking } from './read-aloud';

/** jsdom has no speech synthesis: a fake that records utterances and, like browsers, ends them on cancel. */
class FakeUtterance extends EventTarget {
  rate = 1;
  lang = '';
  constructor(public text: string) {
    super();
  }
}

function installFakeSpeech() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(() => spoken.forEach((u) => u.dispatchEvent(new Event('error')))),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synth };
}

beforeEach(() => {
  document.body.innerHTML = '<header>Menu</header><main id="main-content"><h1>Hello  there</h1>\n<p>Music\tfor all.</p></main>';
});

afterEach(() => {
  stopSpeaking();
  vi.unstubAllGlobals();
});

describe('read aloud', () => {
  it('reads only the main content, whitespace collapsed', () => {
    expect(mainContentText()).toBe('Hello there Music for all.');
    document.body.innerHTML = '';
    expect(mainContentText()).toBe('');
  });

  it('is unsupported without speechSynthesis and then speaks nothing', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(isSpeechSupported()).toBe(false);
    expect(speak('text', 'en', () => {})).toBe(false);
  });

  it('speaks at rate 0.9 in the given language', () => {
    const { spoken } = installFakeSpeech();
    expect(speak('Hello', 'nl', () => {})).toBe(true);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Hello', rate: SPEECH_RATE, lang: 'nl' });
    expect(SPEECH_RATE).toBe(0.9);
    expect(isSpeaking()).toBe(true);
  });

  it('reports the end of a reading that finishes by itself', () => {
    const { spoken } = installFakeSpeech();
    const onDone = vi.fn();
    speak('Hello', 'en', onDone);
    spoken[0]?.dispatchEvent(new Event('end'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(isSpeaking()).toBe(false);
  });

  it('does not report a reading that was stopped or replaced', () => {
    const { spoken, synth } = installFakeSpeech();
    const first = vi.fn();
    const second = vi.fn();
    speak('One', 'en', first);
    speak('Two', 'en', second);
    expect(first).not.toHaveBeenCalled();
    expect(isSpeaking()).toBe(true);
    stopSpeaking();
    expect(synth.cancel).toHaveBeenCalledTimes(3); // before each reading, and the stop
    expect(second).not.toHaveBeenCalled();
    expect(isSpeaking()).toBe(false);
    expect(spoken).toHaveLength(2);
  });

  it('does not speak empty text', () => {
    const { synth } = installFakeSpeech();
    expect(speak('', 'en', () => {})).toBe(false);
    expect(synth.speak).not.toHaveBeenCalled();
  });
});
