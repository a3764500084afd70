import { describe, expect, it } from 'vitest';
import { routePattern } from './start-preload';

describe('routePattern', () => {
  it('matches static paths exactly, with an optional trailing slash', () => {
    const re = new RegExp(routePattern('/concert/demo'));
    expect(re.test('/concert/demo')).toBe(true);
    expect(re.test('/concert/demo/')).toBe(true);
    expect(re.test('/concert/demox')).toBe(false);
  });
  it('turns :params into one segment', () => {
    const re = new RegExp(routePattern('/artist/:id'));
    expect(re.test('/artist/9')).toBe(true);
    expect(re.test('/artist/9/more')).toBe(false);
    expect(re.test('/artist/')).toBe(false);
  });
  it('matches only the root for /', () => {
    const re = new RegExp(routePattern('/'));
    expect(re.test('/')).toBe(true);
    expect(re.test('/about')).toBe(false);
  });
});
