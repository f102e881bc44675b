import * as contract from '@farm/contract';
import { customerUpdateSchema, PRICE_RANGE_MESSAGE, productCreateSchema } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** zod's own wording, which people must never read (issue 14.6). */
const ZOD_WORDING = /Too (big|small)|expected|received|Invalid (input|option|string|type)|<=|>=/;

function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const product = {
  productCode: 'GM-500',
  name: 'Fresh Goat Milk',
  description: 'Fresh every morning.',
  categoryId: 1,
  price: 6000,
  unit: '500 ml',
  stock: 10,
};

describe('the contract refuses in sentences', () => {
  it('too long', () => {
    expect(messagesOf(customerUpdateSchema, { name: 'x'.repeat(101) })).toEqual({
      name: 'Use at most 100 characters',
    });
  });

  it('too small, missing, empty', () => {
    expect(messagesOf(productCreateSchema, { ...product, stock: -1 }).stock).toBe('Stock cannot be negative');
    expect(messagesOf(productCreateSchema, { ...product, price: 0 }).price).toBe(PRICE_RANGE_MESSAGE);
    expect(messagesOf(productCreateSchema, { ...product, price: 100_000_001 }).price).toBe(
      PRICE_RANGE_MESSAGE,
    );
    expect(PRICE_RANGE_MESSAGE).toBe('Enter a price between ₹0.01 and ₹10,00,000');
    const { unit: _unit, ...withoutUnit } = product;
    expect(messagesOf(productCreateSchema, { ...withoutUnit, name: '  ' })).toEqual({
      name: 'is required',
      unit: 'is required',
    });
  });

  it('wrong type', () => {
    expect(messagesOf(productCreateSchema, { ...product, name: 12, stock: 'ten', categoryId: 1.5 })).toEqual({
      name: 'Enter text',
      stock: 'Enter a number',
      categoryId: 'Enter a whole number',
    });
  });

  it('no schema of the contract speaks zod', () => {
    const inputs = [{}, { name: 'x'.repeat(6000), id: -1, page: 0 }, 'text', 42, [], null];
    let checked = 0;
    for (const [name, value] of Object.entries(contract)) {
      if (!(value instanceof z.ZodType)) continue;
      for (const input of inputs) {
        for (const message of Object.values(messagesOf(value, input))) {
          checked += 1;
          expect(message, `${name} on ${JSON.stringify(input).slice(0, 40)}`).not.toMatch(ZOD_WORDING);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
