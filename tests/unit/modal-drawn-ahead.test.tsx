/**
 * A dialog drawn ahead (decision 211): closed, its content is already in the page, hidden from sight, from the
 * keyboard and from screen readers; opening it shows those same elements rather than drawing new ones.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Modal } from '../../src/ui/Modal';

afterEach(cleanup);

const mounted: string[] = [];
function Field() {
  // Effects wait for the opening: a hidden form does nothing (no focus, no reads).
  useEffect(() => void mounted.push('field'), []);
  return <input aria-label="First Name" />;
}

function Dialog({ open, drawnAhead }: { open: boolean; drawnAhead: boolean }) {
  return (
    <Modal open={open} drawnAhead={drawnAhead} onClose={() => undefined} title="Enroll for MERN">
      <Field />
    </Modal>
  );
}

it('drawn ahead, a closed dialog holds its content hidden, and opening it shows the same elements', async () => {
  mounted.length = 0;
  const { rerender } = render(<Dialog open={false} drawnAhead />);
  // Drawn when the browser has the time, not at once.
  await waitFor(() => expect(document.querySelector('input')).not.toBeNull());
  const drawn = document.querySelector('input');
  expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
  expect(mounted).toEqual([]);
  act(() => rerender(<Dialog open drawnAhead />));
  expect(screen.getByRole('textbox', { name: 'First Name' })).toBe(drawn);
  expect(screen.getByRole('heading', { name: 'Enroll for MERN' })).toBeTruthy();
  expect(mounted).toEqual(['field']);
});

it('not drawn ahead, a closed dialog holds nothing', async () => {
  render(<Dialog open={false} drawnAhead={false} />);
  // Given the time a dialog drawn ahead takes (the test above), still nothing.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('input')).toBeNull();
});
