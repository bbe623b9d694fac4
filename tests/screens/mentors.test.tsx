import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataBody, Mentor } from '../../src/contract';
import { renderAt } from './render';
import { seeded } from './seeded';
import { useApi } from './setup';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const OFFLINE_TITLE = "This page hasn't been saved for offline use yet";
const mentorNames = () =>
  within(document.getElementById('mentor-grid')!)
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('mentors page', () => {
  it('shows 6 mentors, all of them after Show More, and 6 again after Show Less', async () => {
    const mentors = await seeded.mentors();
    expect(mentors.length).toBeGreaterThan(6);
    renderAt('/mentors');
    expect(await screen.findByText('Loading mentors...', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(mentorNames()).toEqual(mentors.slice(0, 6).map((m) => m.fullName)));
    const toggle = screen.getByRole('button', { name: 'Show More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(mentorNames()).toEqual(mentors.map((m) => m.fullName));
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(mentorNames()).toHaveLength(6);
  });

  it('puts no heading level between the page title and the mentor names', async () => {
    renderAt('/mentors');
    await waitFor(() => expect(mentorNames()).toHaveLength(6));
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('says so when there are no mentors', async () => {
    useApi('empty');
    renderAt('/mentors');
    expect(await screen.findByText('Mentor profiles are not available right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('says "Failed to fetch mentor data." when the server cannot be reached', async () => {
    useApi('unreachable');
    renderAt('/mentors');
    expect(await screen.findByText('Failed to fetch mentor data.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('mentor profile', () => {
  it('shows a skeleton, then every field, the fixed rating, courses and their testimonials', async () => {
    const origin = useApi('seeded');
    const id = (await seeded.mentors())[0]!._id;
    const mentor = ((await (await fetch(`${origin}/api/trainer/${id}`)).json()) as DataBody<Mentor>).data;
    renderAt(`/mentors/m/${id}`);
    expect(await screen.findByText('Loading mentor…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: mentor.fullName })).toBeTruthy();
    expect(screen.getByText(mentor.title)).toBeTruthy();
    expect(screen.getByText(mentor.summary)).toBeTruthy();
    for (const c of mentor.certifications) expect(screen.getByText(c)).toBeTruthy();
    for (const a of mentor.achievements) expect(screen.getByText(a)).toBeTruthy();
    expect(screen.getByText('(352 reviews)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeTruthy();
    expect(screen.getByText('Currently mentoring 50+ students')).toBeTruthy();
    expect(screen.getByRole('link', { name: mentor.email }).getAttribute('href')).toBe(`mailto:${mentor.email}`);
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(mentor.linkedinProfile ?? '#');
    for (const c of mentor.courses) expect(screen.getByRole('link', { name: c.title }).getAttribute('href')).toBe(`/courses/c/${c._id}`);

    const courseIds = new Set(mentor.courses.map((c) => c._id));
    const theirs = (await seeded.testimonials()).filter((t) => t.courseId && courseIds.has(t.courseId));
    expect(theirs.length, 'the first demo mentor has testimonials').toBeGreaterThan(0);
    const section = (await screen.findByRole('heading', { name: 'What Their Students Say' })).closest('section')!;
    expect(within(section).getAllByRole('blockquote')).toHaveLength(theirs.length);
  });

  it('says "Mentor not found." for an unknown mentor', async () => {
    renderAt(`/mentors/m/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor not found.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What Their Students Say' })).toBeNull();
  });

  // "Failed to fetch mentor data." answers a server error, and no answer while the browser says it is online (issue 36).
  it('online but the academy unreachable (lie-fi): the page’s own error, saying the academy cannot be reached, not "not found" nor "not saved for offline"', async () => {
    useApi('unreachable');
    renderAt(`/mentors/m/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to fetch mentor data.' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/We can't reach the academy right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
    expect(screen.queryByText(/not found/i)).toBeNull();
  });
});
