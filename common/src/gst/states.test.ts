import { describe, expect, it } from 'vitest';
import { gstStateNames, gstStates } from './states';

describe('gstStateNames', () => {
  it('lists every state and union territory A-Z by name', () => {
    expect(gstStateNames[0]).toBe('Andaman and Nicobar Islands');
    expect(gstStateNames.at(-1)).toBe('West Bengal');
    expect([...gstStateNames]).toEqual(gstStates.map((s) => s.name).sort((a, b) => a.localeCompare(b)));
  });
});
