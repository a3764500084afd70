import { describe, expect, it } from 'vitest';
import { componentAttribute } from './component-attribute';

describe('componentAttribute', () => {
  it('writes properties in A-Frame syntax', () => {
    expect(componentAttribute({ enabled: true, dwell: 1500, label: 'Pause' })).toBe('enabled: true; dwell: 1500; label: Pause');
  });

  it('keeps translated labels from splitting the attribute', () => {
    expect(componentAttribute({ label: 'Stop: VR; now' })).toBe('label: Stop  VR  now');
  });
});
