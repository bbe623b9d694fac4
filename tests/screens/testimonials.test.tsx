import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render';
import { seeded } from './seeded';
import { useApi } from './setup';

const cardCount = () => within(screen.getByTestId('testimonial-grid')).queryAllByRole('blockquote').length;

describe('testimonials page', () => {
  it('shows 6, then 6 more per Load More Testimonials until none remain', async () => {
    const total = (await seeded.testimonials()).length;
    expect(total).toBeGreaterThan(12);
    renderAt('/testimonials');
    expect(await screen.findByText('Loading testimonials...')).toBeTruthy();
    await waitFor(() => expect(cardCount()).toBe(6));
    for (let expected = 12; expected < total + 6; expected += 6) {
      fireEvent.click(screen.getByRole('button', { name: 'Load More Testimonials' }));
      expect(cardCount()).toBe(Math.min(expected, total));
    }
    expect(screen.queryByRole('button', { name: 'Load More Testimonials' })).toBeNull();
  });

  it('says so when there are none', async () => {
    useApi('empty');
    renderAt('/testimonials');
    expect(await screen.findByText('No testimonials yet.')).toBeTruthy();
  });

  it('says they could not be loaded when the server cannot be reached', async () => {
    useApi('unreachable');
    renderAt('/testimonials');
    expect(
      await screen.findByText("We couldn't load the testimonials. Check your connection and try again.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
