/**
 * What issue 37 added to the screens, against the seeded API: fee, duration, next batch and cover on course
 * cards and the course hero; pictures on session cards; About's figures and people; the academy's address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render';
import { seeded } from './seeded';

/** ₹ with Indian digit grouping, as the cards write it. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

describe('course cards and the course hero (issue 37)', () => {
  it('give every course its cover, fee, duration and next batch', async () => {
    const courses = await seeded.courses();
    renderAt('/courses');
    const grid = within((await screen.findByRole('heading', { name: 'Our Courses' }, { timeout: 10_000 })).closest('section')!);
    await waitFor(() => expect(grid.getAllByRole('article')).toHaveLength(courses.length), { timeout: 10_000 });
    for (const [i, card] of grid.getAllByRole('article').entries()) {
      const course = courses[i]!;
      const facts = within(card.querySelector('dl')!);
      expect(facts.getByText('Fee').nextElementSibling?.textContent).toBe(rupees(course.price ?? 8000));
      expect(facts.getByText('Duration').nextElementSibling?.textContent).toBe(course.duration);
      // The next batch's first day (issue 38), or 'On request' for a course with none scheduled.
      expect(facts.getByText('Next batch').nextElementSibling?.textContent).toMatch(/^(\w{3}, \d{1,2} \w{3} \d{4}|On request)$/);
      expect(card.querySelector('img')?.getAttribute('src')).toBe(`/uploads/courses/covers/${course.coverImage}`);
    }
    expect(courses.every((c) => c.coverImage)).toBe(true);
    expect(grid.getAllByText(/^\w{3}, \d{1,2} \w{3} \d{4}$/).length).toBeGreaterThan(0);
  });

  it('put the fee and the cover beside the course’s title', async () => {
    const [course] = await seeded.courses();
    renderAt(`/courses/c/${course!._id}`);
    const hero = (await screen.findByRole('heading', { level: 1, name: course!.title }, { timeout: 10_000 })).closest('section')!;
    expect(within(hero).getByText('Fee').nextElementSibling?.textContent).toBe(rupees(course!.price ?? 8000));
    expect(hero.querySelector(`img[src="/uploads/courses/covers/${course!.coverImage}"]`)).toBeTruthy();
    // The disclosures say what they hold and how many.
    expect(screen.getByText('Video Lectures').closest('summary')?.textContent).toMatch(/Video Lectures\(?\d+\)?$/);
  });
});

describe('session cards (issue 37)', () => {
  it('show the event’s banner, or the kind’s picture when it has none', async () => {
    renderAt('/book/event');
    const cards = await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const pictures = cards.map((c) => c.querySelector('img')?.getAttribute('src'));
    expect(pictures.some((src) => src?.startsWith('/uploads/events/banners/'))).toBe(true);
    expect(pictures.some((src) => src === '/images/session-event.svg')).toBe(true);
    expect(pictures.every(Boolean)).toBe(true);
  });
});

describe('About (issue 37)', () => {
  it('shows the academy in figures and the people who teach', async () => {
    const mentors = await seeded.mentors();
    renderAt('/about');
    const figures = within(
      (await screen.findByRole('heading', { name: 'The academy in numbers' }, { timeout: 10_000 })).closest('section')!,
    );
    for (const label of ['Learners trained', 'Projects built', 'Technologies taught', 'Hiring partners'])
      expect(figures.getByText(label)).toBeTruthy();
    const people = within(screen.getByRole('heading', { name: 'The people who teach' }).closest('section')!);
    expect(await people.findByRole('link', { name: mentors[0]!.fullName }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the academy’s address (issue 37)', () => {
  it('is admissions@, not admin@', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('link', { name: 'admissions@codesmart.academy' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/admin@/);
  });
});
