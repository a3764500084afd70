// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyOf, keyedElements } from './element-key';

const page = (id: string) => {
  const root = document.createElement('div');
  // Ids differ between the prerendered page and one rendered afresh (React's useId): keys must not use them.
  root.innerHTML = `
    <form aria-label="Contact form">
      <label for="${id}-a">Name<span>*</span></label><input id="${id}-a" name="name">
      <label for="${id}-b">Email</label><input id="${id}-b" name="email" type="email">
      <button>Send</button>
    </form>
    <button type="button" aria-label="Next testimonial"></button>
    <button type="button" aria-label="Next testimonial"></button>`;
  document.body.append(root);
  return root;
};

describe('element keys', () => {
  it('find the same field, form and button in the page rendered afresh', () => {
    const before = page('r1');
    const after = page('r2');
    for (const selector of ['input[name="name"]', 'input[name="email"]', 'form', 'form button']) {
      const key = keyOf(before, before.querySelector(selector) as Element);
      expect(key, selector).toBeDefined();
      expect(keyedElements(after).get(key ?? '')).toBe(after.querySelector(selector));
    }
  });

  it('tell apart elements that read the same by their order', () => {
    const before = page('r1');
    const after = page('r2');
    const second = before.querySelectorAll('button[aria-label]')[1] as Element;
    expect(keyedElements(after).get(keyOf(before, second) ?? '')).toBe(after.querySelectorAll('button[aria-label]')[1]);
  });
});
