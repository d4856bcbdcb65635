import { describe, expect, it } from 'vitest';
import { boxPrice, DEFAULT_BOX_SIZES, filledSlots, isBoxSize, percentOf } from '@/domain/boxes';

describe('box builder rules', () => {
  it('starts with small 3 items −10 %, medium 5 −15 %, large 8 −20 %', () => {
    expect(DEFAULT_BOX_SIZES).toEqual([
      { id: 'small', items: 3, percentOff: 10 },
      { id: 'medium', items: 5, percentOff: 15 },
      { id: 'large', items: 8, percentOff: 20 },
    ]);
  });

  it('a component of quantity 2 fills two slots', () => {
    expect(filledSlots([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
  });

  it('knows only the three sizes', () => {
    expect(isBoxSize('medium')).toBe(true);
    expect(isBoxSize('huge')).toBe(false);
    expect(isBoxSize(3)).toBe(false);
  });

  it('rounds a percentage half away from zero', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(-1005, 10)).toBe(-101);
  });

  it('prices a box as the sum of its components minus the size discount', () => {
    const price = boxPrice(
      [
        { unitPrice: 2000, quantity: 2 },
        { unitPrice: 1500, quantity: 1 },
      ],
      10,
    );
    expect(price).toEqual({ sum: 5500, discount: 550, price: 4950 });
  });

  it('never prices a box below 0', () => {
    expect(boxPrice([{ unitPrice: 100, quantity: 1 }], 100).price).toBe(0);
  });
});
