import fs from 'node:fs';
import path from 'node:path';
import { paymentNoteSchema, timelineNoteSchema } from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownBody } from '../modules/notification/index.js';
import { createCategory, createProduct, insertCustomer, insertOrder } from '../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { migrationsFolder } from './migrate.js';
import { customerMessages, orderEvents, orderPayments, paymentRefunds } from './schema.js';

// Issue 31: migration 0032 turns the English the API wrote before it wrote codes into those codes.
// The rows are written here as the old code wrote them; the migration's statements run again on
// them (the test database was migrated while it was empty), and every row reads as new ones do.

let t: TestApp;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  const product = await createProduct(t, await createCategory(t, 'Ghee'));
  orderId = await insertOrder(t.db, {
    customerId: await insertCustomer(t.db),
    lines: [{ productId: product.id, quantity: 1 }],
  });
});
afterAll(() => t.close());

async function runMigration() {
  const file = path.join(migrationsFolder(), '0032_stored_english_to_codes.sql');
  for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint'))
    if (statement.replaceAll(/--.*$/gm, '').trim()) await t.db.execute(sql.raw(statement));
}

const system = { actorKind: 'system' as const, actorId: null };
const staff = { actorKind: 'staff' as const, actorId: 1, actorName: 'Test Helper' };

describe('migration 0032: stored English becomes codes', () => {
  it('converts the shop’s old sentences and keeps what people typed', async () => {
    const events = [
      { status: 'PLACED', note: 'Paid online by UPI (pay_Q1w2E3)', ...system, actorName: 'Shop' },
      { status: 'CANCELLED', note: 'Not paid within 30 minutes: cancelled, stock released', ...system },
      { status: 'DELIVERED', note: 'Not home: gate locked', ...staff },
      { status: 'DELIVERED', note: 'Delivered', ...staff },
      { status: 'RETURNED', note: 'Returned to stock: 3 × Goat Ghee, 500 ml', ...staff },
      { status: 'RETURNED', note: 'Archived', ...staff },
      { status: 'RETURNED', note: 'Back from the archive', ...staff },
      { status: 'CONFIRMED', note: 'Customer asked to call first', ...staff },
    ] as const;
    await t.db.insert(orderEvents).values(events.map((e) => ({ orderId, ...e })));
    const payments = [
      { status: 'PAID', amount: 50_000, note: 'Paid online (pay_A1)', ...system, actorName: 'Razorpay' },
      {
        status: 'PAID',
        amount: 50_000,
        note: 'Paid online by CARD a second time (pay_B2): to be refunded',
        ...system,
        actorName: 'Razorpay',
      },
      {
        status: 'PAID',
        amount: 42_000,
        note: "Paid online for 42000 paise, not the order's total (pay_C3): to be refunded",
        ...system,
        actorName: 'Razorpay',
      },
      { status: 'PARTIALLY_REFUNDED', amount: 10_000, note: 'Refund rfnd_D4: One jar broke', ...staff },
      {
        status: 'REFUNDED',
        amount: 40_000,
        note: 'Refund rfnd_E5: Order cancelled',
        ...system,
        actorName: 'Shop',
      },
      { status: 'COD_COLLECTED', amount: 500, note: 'Short by 5 rupees', ...staff },
    ] as const;
    await t.db.insert(orderPayments).values(payments.map((p) => ({ orderId, ...p })));
    await t.db.insert(paymentRefunds).values({
      orderId,
      provider: 'razorpay',
      providerPaymentId: 'pay_B2',
      amount: 40_000,
      idempotencyKey: 'old-shop-refund',
      reason: 'Order cancelled',
      ...system,
      actorName: 'Shop',
    });
    const facts = {
      shop: 'Kongu Goat Farm',
      order: String(orderId),
      slotDay: '2026-11-26',
      slotWindow: '5–8 am',
    };
    const sent = `Kongu Goat Farm: your order #${orderId} is out for delivery and arrives Thu 26 Nov, 5-8 am.`;
    const [message] = await t.db
      .insert(customerMessages)
      .values({
        orderId,
        event: 'shipped',
        channel: 'sms',
        toNumber: '+919000000001',
        templateKey: 'shippedOwn',
        values: { ...facts, slot: 'Thu 26 Nov, 5-8 am' },
        template: '1107176400000000103',
        variables: ['Kongu Goat Farm', String(orderId), 'Thu 26 Nov, 5-8 am'],
        body: sent,
      })
      .returning({ id: customerMessages.id });

    await runMigration();

    const timeline = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(timeline.map((e) => [e.note, e.noteKind, e.noteValues, e.actorName])).toEqual([
      [null, 'PAID_ONLINE', { method: 'UPI', reference: 'pay_Q1w2E3' }, null],
      [null, 'UNPAID_EXPIRED', { minutes: 30 }, null],
      ['gate locked', 'DOOR_MARK', { outcome: 'NOT_HOME' }, 'Test Helper'],
      [null, 'DOOR_MARK', { outcome: 'DELIVERED' }, 'Test Helper'],
      [null, 'RESTOCKED', { quantity: 3, name: 'Goat Ghee, 500 ml' }, 'Test Helper'],
      [null, 'ARCHIVED', {}, 'Test Helper'],
      [null, 'UNARCHIVED', {}, 'Test Helper'],
      ['Customer asked to call first', null, null, 'Test Helper'],
    ]);
    for (const e of timeline.filter((e) => e.noteKind))
      expect(timelineNoteSchema.safeParse({ kind: e.noteKind, values: e.noteValues }).success).toBe(true);

    const money = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(orderPayments.id);
    expect(money.map((p) => [p.note, p.noteKind, p.noteValues, p.actorName])).toEqual([
      [null, 'PAID_ONLINE', { method: null, reference: 'pay_A1' }, 'Razorpay'],
      [
        null,
        'PAID_TO_REFUND',
        { method: 'CARD', reference: 'pay_B2', why: 'PAID_TWICE', amount: 50_000 },
        'Razorpay',
      ],
      [
        null,
        'PAID_TO_REFUND',
        { method: null, reference: 'pay_C3', why: 'WRONG_AMOUNT', amount: 42_000 },
        'Razorpay',
      ],
      ['One jar broke', 'REFUND', { reference: 'rfnd_D4', orderCancelled: false }, 'Test Helper'],
      [null, 'REFUND', { reference: 'rfnd_E5', orderCancelled: true }, null],
      ['Short by 5 rupees', null, null, 'Test Helper'],
    ]);
    for (const p of money.filter((p) => p.noteKind))
      expect(paymentNoteSchema.safeParse({ kind: p.noteKind, values: p.noteValues }).success).toBe(true);

    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    expect(refund).toMatchObject({ reason: null, actorName: null });

    const [row] = await t.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.id, message?.id ?? 0));
    expect(row).toMatchObject({ body: null, variables: [], values: facts });
    // Staff still read the text it was sent with, rendered from the facts it keeps.
    expect(row && shownBody(row)).toBe(sent);
  });
});
