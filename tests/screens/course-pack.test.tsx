/**
 * Issue 40's screens for someone not enrolled (decision 160), against the seeded API: the reader shows the
 * sample note whole and asks for a login for the rest; the player says a lesson is for enrolled students,
 * and links a lesson hosted elsewhere, which needs a connection.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Course, DataBody } from '../../src/contract';
import type { PackNote } from '../../src/contract/course-pack';
import { renderAt } from './render';
import { seeded } from './seeded';
import { useApi } from './setup';

async function firstCourse(origin: string): Promise<Course> {
  const id = (await seeded.courses())[0]!._id;
  return ((await (await fetch(`${origin}/api/courses/${id}`)).json()) as DataBody<Course>).data;
}

describe('the reader, for a visitor', () => {
  it('shows the sample note whole, with the way back to its course', async () => {
    const origin = useApi('seeded');
    const course = await firstCourse(origin);
    const sample = course.notes[0]!;
    const whole = ((await (await fetch(`${origin}/api/courses/${course._id}/pack/notes/${sample._id}`)).json()) as DataBody<PackNote>).data;
    renderAt(`/courses/c/${course._id}/notes/${sample._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: sample.title }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText(whole.content)).toBeTruthy();
    expect(whole.content.length).toBeGreaterThan(sample.content.length);
    expect(screen.getByRole('heading', { name: 'Attached PDF' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: `Back to ${course.title}` })).getAttribute('href')).toBe(`/courses/c/${course._id}`);
  });

  it('asks for a login for any other note, and offers the course', async () => {
    const course = await firstCourse(useApi('seeded'));
    renderAt(`/courses/c/${course._id}/notes/${course.notes[1]!._id}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText(/Log in with the number you enrolled with/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(`/courses/c/${course._id}`);
    expect(screen.queryByText(course.notes[1]!.content)).toBeNull();
  });
});

describe('the player, for a visitor', () => {
  it('says an uploaded lesson is for enrolled students', async () => {
    const course = await firstCourse(useApi('seeded'));
    const lesson = course.videolectures.find((l) => l.contentUrl.startsWith('/'))!;
    renderAt(`/courses/c/${course._id}/lessons/${lesson._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: lesson.title }, { timeout: 5_000 })).toBeTruthy();
    expect(within(await screen.findByRole('alert')).getByText(/for students enrolled in the course/)).toBeTruthy();
    expect(screen.queryByTestId('lesson-video')).toBeNull();
  });

  it('links a lesson hosted elsewhere, saying it needs a connection', async () => {
    const course = await firstCourse(useApi('seeded'));
    const lesson = course.videolectures.find((l) => l.contentUrl.startsWith('https://'))!;
    renderAt(`/courses/c/${course._id}/lessons/${lesson._id}`);
    expect(await screen.findByText('This lesson is on another site and needs a connection.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Watch it there/ }).getAttribute('href')).toBe(lesson.contentUrl);
  });
});
