import { describe, expect, it } from 'vitest';
import { cueText } from './cue-text';

describe('cueText', () => {
  it('joins the lines of a payload', () => {
    expect(cueText(['Welcome to the concert.', 'Look around.'])).toBe('Welcome to the concert.\nLook around.');
  });

  it('strips voice, class, styling and inner timestamp tags', () => {
    expect(cueText(['<v Anna>Hello</v> <i>there</i>, <c.loud.red>friends</c>', '<b><u>one</u></b><00:00:05.000> two'])).toBe(
      'Hello there, friends\none two',
    );
    expect(cueText(['<v.first.loud Esme Hofmann>Is this on?'])).toBe('Is this on?');
  });

  it('decodes &amp; &lt; &gt; &nbsp; and numeric references, after the tags are gone', () => {
    expect(cueText(['Tom &amp; Jerry &lt;live&gt;'])).toBe('Tom & Jerry <live>');
    expect(cueText(['a&nbsp;b'])).toBe('a\u00a0b');
    expect(cueText(['&lt;i&gt;not a tag&lt;/i&gt;'])).toBe('<i>not a tag</i>');
    expect(cueText(['&#9834; &#x266B; &quot;x&quot; &apos;y&apos;'])).toBe('♪ ♫ "x" \'y\'');
  });

  it('leaves unknown or impossible references as written', () => {
    expect(cueText(['&copy; &#0; &#x110000; & alone'])).toBe('&copy; &#0; &#x110000; & alone');
  });

  it('drops lines left empty and spaces at the edges', () => {
    expect(cueText(['  <v Anna>', ' Hello ', '<i></i>'])).toBe('Hello');
    expect(cueText(['<i> </i>'])).toBe('');
  });
});
