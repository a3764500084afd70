import { describe, expect, it } from 'vitest';
import { ChooserPanel } from './chooser-panel';
import { panelFacing } from './gaze-layout';
import { DEG, vec } from './math';

const EYES = vec(0, 1.6, 0);
const placement = { head: EYES, facingBelowRest: (drop: number) => panelFacing(0, -drop * DEG) };
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

describe('the chooser panel', () => {
  it('shows six concerts a page, each as a poster and a title, with Back and, when there is more, More', () => {
    const chooser = new ChooserPanel();
    chooser.open(entries(8), 0, placement);
    expect(chooser.cards.map((card) => card.entryId)).toEqual(['0', '1', '2', '3', '4', '5']);
    const ids = [...chooser.targets()].map(([id]) => id);
    expect(ids.filter((id) => id === 'card:0')).toHaveLength(2);
    expect(ids.slice(-2)).toEqual(['nav:back', 'nav:more']);
    chooser.open(entries(8), 1, placement);
    expect(chooser.cards.map((card) => card.entryId)).toEqual(['6', '7']);
  });

  it('wraps past the last page to the first, and offers no More for a single page', () => {
    const chooser = new ChooserPanel();
    chooser.open(entries(8), 2, placement);
    expect(chooser.page).toBe(0);
    chooser.open(entries(3), 0, placement);
    expect([...chooser.nav.keys()]).toEqual(['back']);
    chooser.close();
    expect([...chooser.targets()]).toEqual([]);
  });
});
