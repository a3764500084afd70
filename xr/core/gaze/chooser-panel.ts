/**
 * The chooser: the concerts as cards (a picture and the title), a page of two at a time below the stage, with
 * Back (to the menu) and More (the next page, when there is one). It opens from the menu, or by itself at a
 * concert's end.
 */
import { boundsOf, CARDS_PER_PAGE, cardSpot, CHOOSER_DROP, CHOOSER_NAV, navSpot, placeTarget, type ChooserNav, type PlacedTarget, type TargetSpot } from './gaze-layout';
import type { OfferedTargets, PanelOutline, PanelPlacement } from './gaze-targets';

export interface ChooserCard {
  entryId: string;
  /** The whole card, picture and title: one target. */
  target: PlacedTarget;
}

export class ChooserPanel {
  cards: ChooserCard[] = [];
  readonly nav = new Map<ChooserNav, PlacedTarget>();
  /** The page showing (0 first); `open` wraps a page past the last to the first. */
  page = 0;

  open(entries: readonly { id: string }[], page: number, place: PanelPlacement): PanelOutline {
    const pages = Math.max(1, Math.ceil(entries.length / CARDS_PER_PAGE));
    this.page = ((page % pages) + pages) % pages;
    const facing = place.facingBelowRest(CHOOSER_DROP);
    const spots: TargetSpot[] = [];
    const put = (spot: TargetSpot) => {
      spots.push(spot);
      return placeTarget(place.head, facing, spot);
    };
    const shown = entries.slice(this.page * CARDS_PER_PAGE, (this.page + 1) * CARDS_PER_PAGE);
    this.cards = shown.map((entry, i) => ({ entryId: entry.id, target: put(cardSpot(i, shown.length)) }));
    this.nav.clear();
    for (const nav of CHOOSER_NAV) if (nav === 'back' || pages > 1) this.nav.set(nav, put(navSpot(nav)));
    return { facing, bounds: boundsOf(spots) };
  }

  close(): void {
    this.cards = [];
    this.nav.clear();
  }

  *targets(): OfferedTargets {
    for (const card of this.cards) yield [`card:${card.entryId}`, card.target];
    for (const [nav, target] of this.nav) yield [`nav:${nav}`, target];
  }
}
