import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract';
import { keyFacts } from './key-facts';

const keys = (productName: string, description: string) =>
  keyFacts(extractFacts({ productName, description })).map((k) => k.text);

describe('the key facts every title keeps', () => {
  it("take a description's weight only for what sells by weight", () => {
    expect(keys('Safety Shoes for Men', 'Steel toe cap. Weight 650 g per shoe.')).not.toContain('650 g');
    expect(keys('Assam Tea', 'Strong CTC tea in a 500 g pouch.')).toContain('500 g');
  });

  it("put an audience back as the name says it ('for Kids'), not a bare word", () => {
    expect(keys('Wooden Toy Train for Kids 2+', 'Handmade wooden train.')).toContain('for Kids');
  });

  it("put a duration back with what it times ('6 Hours Backup'), not a bare '6 Hours'", () => {
    expect(
      keys('Rechargeable Emergency Lantern, 6 Hours Backup, 5W', 'LED lantern with a handle.'),
    ).toContain('6 Hours Backup');
  });
});
