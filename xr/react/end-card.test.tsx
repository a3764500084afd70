// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaylistEntry } from '../core/player';
import { EndCard } from './end-card';
import { click, fakePlayer, keyLabels, mount, unmountAll } from './test-support';

afterEach(unmountAll);

const NEXT: PlaylistEntry = { id: '2', title: 'Evening Jazz', src: '/media/demo/master.m3u8' };

function card(next: PlaylistEntry | null, actions?: string) {
  const player = fakePlayer();
  const mounted = mount(<EndCard player={player} snapshot={{ next }} labels={keyLabels} actions={actions && <a href="/#booking">{actions}</a>} />);
  const button = (label: string) => [...mounted.host.querySelectorAll('button')].find((element) => element.textContent === label) ?? null;
  return { ...mounted, player, button };
}

describe('EndCard', () => {
  it('is a region named by its heading, which takes focus when it appears', () => {
    const { host } = card(NEXT);
    const heading = host.querySelector('h2');
    expect(heading?.textContent).toBe('endedHeading');
    expect(heading?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(heading);
    expect(host.querySelector('section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
  });

  it('offers the next concert by its title, which starts it', () => {
    const { button, player } = card(NEXT);
    click(button('watchNext Evening Jazz'));
    expect(player.choose).toHaveBeenCalledWith('2');
  });

  it('offers watching again, which restarts', () => {
    const { button, player } = card(NEXT);
    click(button('watchAgain'));
    expect(player.restart).toHaveBeenCalledOnce();
  });

  it('offers no next concert when there is none, and still the site\'s own actions', () => {
    const { host, button } = card(null, 'Book a concert pilot');
    expect([...host.querySelectorAll('button')].map((element) => element.textContent)).toEqual(['watchAgain']);
    expect(button('watchAgain')).not.toBeNull();
    expect(host.querySelector('a')?.textContent).toBe('Book a concert pilot');
  });

  it('gives focus back to where it was in the player when it leaves', () => {
    const player = fakePlayer();
    const view = (ended: boolean) => (
      <div data-player="">
        <button type="button">before</button>
        {ended && <EndCard player={player} snapshot={{ next: NEXT }} labels={keyLabels} />}
      </div>
    );
    const { host, rerender } = mount(view(false));
    const before = host.querySelector('button');
    before?.focus();
    rerender(view(true));
    expect(document.activeElement).toBe(host.querySelector('h2'));
    rerender(view(false));
    expect(document.activeElement).toBe(before);
  });

  it('leaves focus where it is outside the player: a person typing in a form keeps their place', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    card(NEXT);
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
