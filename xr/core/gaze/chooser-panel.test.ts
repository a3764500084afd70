import { describe, expect, it } from 'vitest';
import { ChooserPanel } from './chooser-panel';
import { panelFacing } from './gaze-layout';
import { DEG, vec } from './math';

const EYES = vec(0, 1.6, 0);
const placement = { head: EYES, facingBelowRest: (drop: number) => panelFacing(0, -drop * DEG) };
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

describe('the chooser panel', () => {
  it('shows two concerts a page, each as one card, with Back and, when there is more, More', () => {
    const chooser = new ChooserPanel();
    chooser.open(entries(5), 0, placement);
    expect(chooser.cards.map((card) => card.entryId)).toEqual(['0', '1']);
    const ids = [...chooser.targets()].map(([id]) => id);
    expect(ids).toEqual(['card:0', 'card:1', 'nav:back', 'nav:more']);
    chooser.open(entries(5), 2, placement);
    expect(chooser.cards.map((card) => card.entryId)).toEqual(['4']);
  });

  it('puts a page\'s lone card in the middle, and two side by side apart', () => {
    const chooser = new ChooserPanel();
    chooser.open(entries(1), 0, placement);
    expect(chooser.cards[0]!.target.pose.position.x).toBeCloseTo(0, 6);
    chooser.open(entries(2), 0, placement);
    const [left, right] = chooser.cards.map((card) => card.target);
    expect(right!.pose.position.x - left!.pose.position.x).toBeGreaterThan(left!.width);
  });

  it('wraps past the last page to the first, and offers no More for a single page', () => {
    const chooser = new ChooserPanel();
    chooser.open(entries(3), 2, placement);
    expect(chooser.page).toBe(0);
    chooser.open(entries(2), 0, placement);
    expect([...chooser.nav.keys()]).toEqual(['back']);
    chooser.close();
    expect([...chooser.targets()]).toEqual([]);
  });
});
