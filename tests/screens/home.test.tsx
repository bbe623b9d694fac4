import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render';
import { seeded } from './seeded';
import { useApi } from './setup';

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('home page', () => {
  it('shows each list section loading, then at most 3 courses, 6 testimonials at 4.8/5 and 3 mentors', async () => {
    const [courses, testimonials, mentors] = await Promise.all([seeded.courses(), seeded.testimonials(), seeded.mentors()]);
    renderAt('/');
    // The sections below the hero arrive with their own chunk (decision 63).
    expect(await screen.findByText('Loading courses...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Loading testimonials...')).toBeTruthy();
    expect(screen.getByText('Loading mentors...')).toBeTruthy();

    await screen.findByRole('heading', { name: courses[0]!.title }, { timeout: 10_000 });
    const teaser = within(section('Popular Programs'));
    expect(teaser.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(courses.slice(0, 3).map((c) => c.title));

    await waitFor(() => expect(screen.queryByText('Loading testimonials...')).toBeNull());
    const stories = within(section('What Our Students Say'));
    expect(stories.getAllByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveLength(6);
    expect(stories.getAllByRole('blockquote')[0]!.textContent).not.toMatch(/[“”]/);
    expect(testimonials.length).toBeGreaterThan(6);

    await waitFor(() => expect(screen.queryByText('Loading mentors...')).toBeNull());
    const experts = within(section('Learn From Industry Experts'));
    expect(experts.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(mentors.slice(0, 3).map((m) => m.fullName));
  });

  it("plays SPEC §9's 1300 ms intro: the code panel waits, empty, then the typing starts (issue 16.5)", async () => {
    const rendered = Date.now();
    renderAt('/');
    const code = () => screen.getByTestId('typing-code').textContent ?? '';
    expect(code()).toBe('');
    // Without the intro, 35 ms a character would have typed its first letter within 35 ms.
    await waitFor(() => expect(code().length).toBeGreaterThan(0), { timeout: 4_000, interval: 20 });
    expect(Date.now() - rendered).toBeGreaterThanOrEqual(1_300);
  });

  it('sets the document title and description', async () => {
    renderAt('/');
    await waitFor(() => expect(document.title).toMatch(/CodeSmart Academy/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it('with the server down, shows empty course and testimonial lists and no mentors section', async () => {
    useApi('unreachable');
    renderAt('/');
    await waitFor(() => expect(screen.queryByText('Loading courses...')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('Loading testimonials...')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Learn From Industry Experts' })).toBeNull(), { timeout: 10_000 });
    expect(within(section('Popular Programs')).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(within(section('What Our Students Say')).queryAllByRole('blockquote')).toHaveLength(0);
    // The static sections still stand.
    expect(screen.getByRole('heading', { name: 'Ready to Elevate Your Skills?' })).toBeTruthy();
  });

  it('at /login shows the home page with the login dialog open', async () => {
    renderAt('/login');
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Code Smart. Build Bold.' })).toBeTruthy();
  });
});
