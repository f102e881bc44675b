import type { offers } from '../../schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** Offers dated around the seed time: four running now and one that starts in ten days. */
export function demoOffers(now: Date): (typeof offers.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      title: 'Ghee Festival: 10% off goat milk ghee',
      description:
        'Ten percent off every jar of our bilona goat milk ghee. Stock up for the festival season; the ghee keeps for nine months.',
      imageUrl: '/demo/offers/ghee-festival.webp',
      discountPercent: 10,
      startsAt: at(-5),
      endsAt: at(25),
    },
    {
      title: 'Soap Trio: 15% off goat milk soaps',
      description:
        'Pick any three goat milk soaps or the gift box and save fifteen percent. Cured for six weeks, made with our own milk.',
      imageUrl: '/demo/offers/soap-trio.webp',
      discountPercent: 15,
      startsAt: at(-10),
      endsAt: at(20),
    },
    {
      title: 'First milk order: 20% off',
      description:
        'New to goat milk? Your first order of fresh goat milk is twenty percent off. Delivered chilled in Coimbatore, Tiruppur and Pollachi.',
      imageUrl: '/demo/offers/first-milk.webp',
      discountPercent: 20,
      startsAt: at(-30),
      endsAt: at(60),
    },
    {
      title: 'Garden Season: 12% off vermicompost',
      description:
        'Get your beds ready before the monsoon: twelve percent off vermicompost, goat manure pellets and vermiwash.',
      imageUrl: '/demo/offers/garden-season.webp',
      discountPercent: 12,
      startsAt: at(-2),
      endsAt: at(40),
    },
    {
      title: 'Kidding season booking: 5% off goat kids',
      description:
        'Book a Tellicherry or Boer cross kid from the coming kidding season with a small advance and save five percent.',
      imageUrl: '/demo/offers/kidding-season.webp',
      discountPercent: 5,
      startsAt: at(10),
      endsAt: at(45),
    },
  ];
}
