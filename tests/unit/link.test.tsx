// The site's links: followed by the router without a page load, and not rendered again when the address
// changes (wouter's own Link was, every link on the page in the click's own task). The navbar's links,
// which show where you are, follow the address.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { NavLink } from '../../src/ui/Button';
import { Link } from '../../src/ui/Link';

describe('Link', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('follows a plain click inside the site without loading a page', () => {
    const onClick = vi.fn();
    render(
      <Link href="/courses" onClick={onClick}>
        Courses
      </Link>,
    );
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(followed).toBe(false); // the browser's own navigation was prevented
    expect(window.location.pathname).toBe('/courses');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    render(<Link href="/about">About</Link>);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('is not rendered again by a navigation; the navbar link marks the new page current', () => {
    const renders = vi.fn();
    render(
      <>
        <Profiler id="links" onRender={renders}>
          <Link href="/courses">Course card</Link>
          <Link href="/mentors">Mentor card</Link>
        </Profiler>
        <NavLink href="/courses">Courses</NavLink>
      </>,
    );
    const before = renders.mock.calls.length;
    act(() => navigate('/courses'));
    expect(renders.mock.calls.length).toBe(before);
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
  });
});
