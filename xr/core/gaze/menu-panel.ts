/**
 * The menu: its button at rest, below where the person rests their gaze, and the menu of actions it opens
 * just above it. It owns where they are; the router decides when the button shows and when the menu opens.
 */
import { boundsOf, HANDLE_SPOT, MENU_DROP, menuSpot, panelFacing, placeTarget, type PlacedTarget } from './gaze-layout';
import type { OfferedTargets, PanelOutline, PanelPlacement } from './gaze-targets';
import type { Vec3 } from './math';
import { MENU_ACTIONS, type MenuAction } from './menu-actions';
import type { Rest } from './resting-gaze';

export class MenuPanel {
  /** The menu button, while it waits (null while a panel is open, or before the first frame). */
  handle: PlacedTarget | null = null;
  /** The menu's items while it is open. */
  readonly items = new Map<MenuAction, PlacedTarget>();

  /** `actions`: the items the menu offers when it opens (a live stream's differ from a recording's). */
  constructor(private readonly actions: () => readonly MenuAction[] = () => MENU_ACTIONS) {}

  /** Hangs the button below the resting gaze, facing the eyes. */
  placeHandle(head: Vec3, rest: Rest): void {
    this.handle = placeTarget(head, panelFacing(rest.yaw, rest.pitch), HANDLE_SPOT);
  }

  hideHandle(): void {
    this.handle = null;
  }

  open(place: PanelPlacement): PanelOutline {
    const facing = place.facingBelowRest(MENU_DROP);
    const actions = this.actions();
    const spots = actions.map((action) => [action, menuSpot(action, actions)] as const);
    for (const [action, spot] of spots) this.items.set(action, placeTarget(place.head, facing, spot));
    return { facing, bounds: boundsOf(spots.map(([, spot]) => spot)) };
  }

  close(): void {
    this.items.clear();
  }

  /** The button alone at rest (`idle`), the items while the menu is open. */
  *targets(idle: boolean): OfferedTargets {
    if (idle && this.handle) yield ['handle', this.handle];
    yield* this.items;
  }
}
