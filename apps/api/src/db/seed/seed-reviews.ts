import type { DbOrTx } from '../client.js';
import { reviewReplies, reviews } from '../schema.js';
import { demoOrders } from './data/orders.js';
import { demoReviews } from './data/reviews.js';
import type { Person, Staff } from './seed-customers.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Reviews by the demo customers, "verified purchase" when they received the product, and staff replies. */
export async function seedReviews(
  db: DbOrTx,
  now: Date,
  people: Person[],
  productIds: Map<string, number>,
  staff: Staff,
) {
  const planned = demoReviews.map((review) => {
    const person = people[review.customer];
    const productId = productIds.get(review.code);
    if (!person || productId === undefined) throw new Error(`Demo review of ${review.code} is broken`);
    const verifiedPurchase = demoOrders.some(
      (o) =>
        o.customer === review.customer &&
        o.status === 'DELIVERED' &&
        o.items.some(([code]) => code === review.code),
    );
    const writtenAt = new Date(now.getTime() - review.daysAgo * DAY);
    return { review, person, productId, verifiedPurchase, writtenAt };
  });
  const rows = await db
    .insert(reviews)
    .values(
      planned.map((p) => ({
        productId: p.productId,
        customerId: p.person.id,
        customerName: p.person.name,
        rating: p.review.rating,
        title: p.review.title,
        comment: p.review.comment,
        verifiedPurchase: p.verifiedPurchase,
        createdAt: p.writtenAt,
        updatedAt: p.writtenAt,
      })),
    )
    .returning({ id: reviews.id, productId: reviews.productId, customerId: reviews.customerId });

  const replies = planned.flatMap((p) => {
    const row = rows.find((r) => r.productId === p.productId && r.customerId === p.person.id);
    if (!row || !p.review.reply) return [];
    const repliedAt = Math.min(p.writtenAt.getTime() + 5 * HOUR, now.getTime());
    return [
      {
        reviewId: row.id,
        userId: staff?.id ?? null,
        userName: 'Farm Team',
        message: p.review.reply,
        createdAt: new Date(repliedAt),
      },
    ];
  });
  if (replies.length > 0) await db.insert(reviewReplies).values(replies);
}
