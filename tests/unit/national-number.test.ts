import { describe, expect, it } from 'vitest';
import { nationalNumber } from '../../src/ui/form/national-number';

describe('nationalNumber', () => {
  it('finds the 10 digits of an Indian mobile number however it was written', () => {
    for (const written of ['+91 98765 43210', '+91-98765-43210', '919876543210', '098765 43210', '(98765) 43210', ' 9876543210 '])
      expect(nationalNumber(written), written).toBe('9876543210');
  });

  it('leaves anything else as it was, to be judged as typed', () => {
    for (const other of ['98765', 'call me', '+1 415 555 0100', '+91 98765 4321', '12345abcde']) expect(nationalNumber(other)).toBe(other);
  });
});
