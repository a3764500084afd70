import { describe, expect, it, vi } from 'vitest';
import type { Three } from './aframe-types';
import { registerTuttiComponents } from './register-components';

describe('registerTuttiComponents', () => {
  it('registers the player component once, however often the route mounts', () => {
    const components: Record<string, unknown> = {};
    const registerComponent = vi.fn((name: string, definition: object) => {
      if (name in components) throw new Error(`The component \`${name}\` has been already registered.`);
      components[name] = definition;
    });
    const AFRAME = { THREE: {} as Three, components, registerComponent };
    registerTuttiComponents(AFRAME);
    registerTuttiComponents(AFRAME);
    expect(registerComponent.mock.calls.map(([name]) => name)).toEqual(['tutti-player']);
    expect(components['tutti-player']).toHaveProperty('tick');
  });
});
