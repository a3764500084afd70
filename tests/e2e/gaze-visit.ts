import type { Page } from '@playwright/test';
import { lookAlong } from './iwer';

/**
 * Reads the headset's gaze interface from the three.js scene itself, the same way for both bindings:
 * React Three Fiber's scene is caught through three's devtools hook (three announces every Scene it
 * creates to `__THREE_DEVTOOLS__`), A-Frame's is `a-scene.object3D`. Targets are the meshes named
 * 'tutti-gaze-target' (see xr/core/render/gaze-scene.ts); the head is the object named 'tutti-gaze-head'.
 */
export interface SeenTarget {
  gazeId: string;
  label: string;
  /** The label's lines as painted (a chooser card's title: at most two). */
  lines: string[];
  disabled: boolean;
  /** Degrees of view the target covers across and down, and its label's cap height, from the eyes. */
  widthDeg: number;
  heightDeg: number;
  capDeg: number;
  /** From the eyes to the target's centre, world axes. */
  direction: { x: number; y: number; z: number };
}

/** Run before the page's scripts: keeps every three.js Scene the page creates. */
export const catchScenes = (page: Page) =>
  page.addInitScript(() => {
    const scenes: object[] = [];
    const hook = new EventTarget();
    hook.addEventListener('observe', (event) => {
      const detail = (event as CustomEvent<{ isScene?: boolean }>).detail;
      if (detail?.isScene) scenes.push(detail);
    });
    Object.assign(window, { __THREE_DEVTOOLS__: hook, __tuttiScenes: scenes });
  });

/** The gaze targets showing now (every ancestor visible), measured from the head. */
export const visibleTargets = (page: Page): Promise<SeenTarget[]> =>
  page.evaluate(() => {
    interface Vec { x: number; y: number; z: number; clone(): Vec; sub(v: Vec): Vec; length(): number }
    interface Obj {
      name: string; visible: boolean; parent: Obj | null; userData: Record<string, unknown>;
      geometry?: { parameters?: { width?: number; height?: number } };
      getWorldPosition(v: Vec): Vec; getWorldScale(v: Vec): Vec; traverse(f: (o: Obj) => void): void;
      position: Vec;
    }
    const aframe = (document.querySelector('a-scene') as (Element & { object3D?: Obj }) | null)?.object3D;
    // A-Frame's own three announces its scene to the devtools hook too: each root once.
    const roots = [...new Set([...((window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes ?? []), ...(aframe ? [aframe] : [])])];
    const shown = (o: Obj | null): boolean => !o || (o.visible && shown(o.parent));
    let head: Vec | null = null;
    const meshes: Obj[] = [];
    for (const root of roots) root.traverse((o) => {
      if (o.name === 'tutti-gaze-head') head = o.getWorldPosition(o.position.clone());
      if (o.name === 'tutti-gaze-target' && shown(o)) meshes.push(o);
    });
    if (!head) return [];
    const eyes: Vec = head;
    const deg = (radians: number) => (radians * 180) / Math.PI;
    return meshes.map((mesh) => {
      const centre = mesh.getWorldPosition(mesh.position.clone());
      const scale = mesh.getWorldScale(mesh.position.clone());
      const offset = centre.clone().sub(eyes);
      const distance = offset.length();
      const angle = (metres: number) => deg(2 * Math.atan(metres / 2 / distance));
      const data = mesh.userData as { gazeId: string; label?: string; lines?: string[]; disabled?: boolean; capHeight?: number };
      return {
        gazeId: data.gazeId,
        label: data.label ?? '',
        lines: data.lines ?? [],
        disabled: data.disabled === true,
        widthDeg: angle((mesh.geometry?.parameters?.width ?? 0) * scale.x),
        heightDeg: angle((mesh.geometry?.parameters?.height ?? 0) * scale.y),
        capDeg: angle((data.capHeight ?? 0) * scale.y),
        direction: { x: offset.x, y: offset.y, z: offset.z },
      };
    });
  });

/** The caption panel's cap height (degrees) while it shows, or null. */
export const captionPanel = (page: Page): Promise<{ capDeg: number } | null> =>
  page.evaluate(() => {
    interface Vec { clone(): Vec; sub(v: Vec): Vec; length(): number }
    interface Obj { name: string; visible: boolean; parent: Obj | null; userData: { capHeight?: number }; position: Vec; getWorldPosition(v: Vec): Vec; traverse(f: (o: Obj) => void): void }
    const aframe = (document.querySelector('a-scene') as (Element & { object3D?: Obj }) | null)?.object3D;
    // A-Frame's own three announces its scene to the devtools hook too: each root once.
    const roots = [...new Set([...((window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes ?? []), ...(aframe ? [aframe] : [])])];
    const shown = (o: Obj | null): boolean => !o || (o.visible && shown(o.parent));
    let panel: Obj | null = null;
    let head: Obj | null = null;
    for (const root of roots) root.traverse((o) => {
      if (o.name === 'tutti-caption-panel' && shown(o)) panel = o;
      if (o.name === 'tutti-gaze-head') head = o;
    });
    if (!panel || !head) return null;
    const p: Obj = panel;
    const h: Obj = head;
    const distance = p.getWorldPosition(p.position.clone()).sub(h.getWorldPosition(h.position.clone())).length();
    return { capDeg: (2 * Math.atan((p.userData.capHeight ?? 0) / 2 / distance) * 180) / Math.PI };
  });

/** Turns the emulated head to rest on a target until it acts (the dwell), or fails after `timeout`. */
export async function lookAt(page: Page, gazeId: string): Promise<SeenTarget> {
  const target = (await visibleTargets(page)).find((seen) => seen.gazeId === gazeId);
  if (!target) throw new Error(`no visible gaze target '${gazeId}' (showing: ${(await visibleTargets(page)).map((t) => t.gazeId).join(', ')})`);
  await lookAlong(page, target.direction);
  return target;
}

/** A head pitched `degrees` up (negative: down), looking ahead. */
export const pitchHead = (page: Page, degrees: number) =>
  lookAlong(page, { x: 0, y: Math.sin((degrees * Math.PI) / 180), z: -Math.cos((degrees * Math.PI) / 180) });

/** A chooser card's picture as painted: whether it loaded, and how many colours its part of the card shows. */
export interface CardPicture {
  gazeId: string;
  /** 'shown', 'loading', 'failed' or 'none' (no picture given). */
  status: string;
  /** Distinct colours (4 bits a channel) in the picture's box of the card's canvas: a photograph shows hundreds. */
  colours: number;
}

/** The pictures of the chooser cards showing now, read from each card's canvas texture. */
export const cardPictures = (page: Page): Promise<CardPicture[]> =>
  page.evaluate(() => {
    interface Box { left: number; top: number; width: number; height: number }
    interface Obj {
      name: string; visible: boolean; parent: Obj | null; traverse(f: (o: Obj) => void): void;
      userData: { gazeId?: string; picture?: string; pictureBox?: Box };
      material?: { map?: { image?: HTMLCanvasElement } | null };
    }
    const aframe = (document.querySelector('a-scene') as (Element & { object3D?: Obj }) | null)?.object3D;
    const roots = [...new Set([...((window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes ?? []), ...(aframe ? [aframe] : [])])];
    const shown = (o: Obj | null): boolean => !o || (o.visible && shown(o.parent));
    const cards: Obj[] = [];
    for (const root of roots) root.traverse((o) => {
      if (o.name === 'tutti-gaze-target' && o.userData.gazeId?.startsWith('card:') && shown(o)) cards.push(o);
    });
    return cards.map((card) => {
      const canvas = card.material?.map?.image;
      const box = card.userData.pictureBox;
      const context = canvas?.getContext('2d');
      const colours = new Set<number>();
      if (context && box) {
        const { data } = context.getImageData(box.left, box.top, box.width, box.height);
        for (let i = 0; i < data.length; i += 4) colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
      }
      return { gazeId: card.userData.gazeId ?? '', status: card.userData.picture ?? '', colours: colours.size };
    });
  });

/** Where the reticle is, seen from the eyes (degrees up from the horizon): it follows the gaze the engine has seen. */
export const reticlePitch = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    interface Vec { x: number; y: number; z: number; clone(): Vec; sub(v: Vec): Vec; length(): number }
    interface Obj { name: string; position: Vec; getWorldPosition(v: Vec): Vec; traverse(f: (o: Obj) => void): void }
    const aframe = (document.querySelector('a-scene') as (Element & { object3D?: Obj }) | null)?.object3D;
    const roots = [...new Set([...((window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes ?? []), ...(aframe ? [aframe] : [])])];
    let reticle: Obj | null = null;
    let head: Obj | null = null;
    for (const root of roots) root.traverse((o) => {
      if (o.name === 'tutti-gaze-reticle') reticle = o;
      if (o.name === 'tutti-gaze-head') head = o;
    });
    if (!reticle || !head) return null;
    const [r, h]: [Obj, Obj] = [reticle, head];
    const offset = r.getWorldPosition(r.position.clone()).sub(h.getWorldPosition(h.position.clone()));
    return (Math.asin(offset.y / offset.length()) * 180) / Math.PI;
  });

/** A board in the headset (the waiting room's, or another by its name), as painted (its lines), or null while it does not show. */
export const boardLines = (page: Page, name = 'tutti-waiting-board'): Promise<string[] | null> =>
  page.evaluate((board) => {
    interface Obj { name: string; visible: boolean; parent: Obj | null; userData: { lines?: string[] }; traverse(f: (o: Obj) => void): void }
    const shown = (o: Obj | null): boolean => !o || (o.visible && shown(o.parent));
    let lines: string[] | null = null;
    for (const root of (window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes) root.traverse((o) => {
      if (o.name === board && shown(o)) lines = o.userData.lines ?? [];
    });
    return lines;
  }, name);
