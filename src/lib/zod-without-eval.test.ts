import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('turns on the jitless setting of the zod the forms use, so zod never probes new Function', async () => {
    await import('./zod-without-eval');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
