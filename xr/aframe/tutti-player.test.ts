// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerController } from '../core/player';
import type { AEntity, Three } from './aframe-types';
import { bindPlayer } from './player-binding';
import { attachPlayer, tuttiPlayerComponent, type TuttiPlayerInstance } from './tutti-player';

vi.mock('./player-binding', () => ({ bindPlayer: vi.fn(() => ({ tick: vi.fn(), dispose: vi.fn() })) }));
afterEach(() => vi.mocked(bindPlayer).mockClear());

const THREE = {} as Three;
const player = (name: string) => ({ name }) as unknown as PlayerController;

/** The component as A-Frame runs it on an <a-scene>: `this` is the instance, `el` the scene. */
function mount(started: boolean) {
  const el = Object.assign(document.createElement('a-scene'), started ? { camera: {} } : {}) as unknown as AEntity;
  const definition = tuttiPlayerComponent(THREE);
  const component = Object.assign(Object.create(definition) as typeof definition, { el }) as typeof definition & TuttiPlayerInstance;
  return { el, component };
}

const bindings = () => vi.mocked(bindPlayer).mock.results.map((result) => result.value as ReturnType<typeof bindPlayer>);

describe('the tutti-player component', () => {
  it('draws a controller attached before A-Frame started the scene, from its first frame', () => {
    const { el, component } = mount(true);
    const first = player('first');
    attachPlayer(el, first);
    component.init();
    expect(bindPlayer).not.toHaveBeenCalled();
    component.tick();
    expect(bindPlayer).toHaveBeenCalledWith(THREE, el, first);
    expect(bindings()[0]?.tick).toHaveBeenCalledOnce();
  });

  it('waits for the scene’s camera before binding', () => {
    const { el, component } = mount(false);
    component.init();
    attachPlayer(el, player('first'));
    component.tick();
    expect(bindPlayer).not.toHaveBeenCalled();
  });

  it('lets go at once when the controller is taken away, and binds the next one', () => {
    const { el, component } = mount(true);
    component.init();
    attachPlayer(el, player('first'));
    attachPlayer(el, null);
    expect(bindings()[0]?.dispose).toHaveBeenCalledOnce();
    attachPlayer(el, player('second'));
    expect(bindPlayer).toHaveBeenCalledTimes(2);
    component.remove();
    expect(bindings()[1]?.dispose).toHaveBeenCalledOnce();
  });
});
