export type DemoReview = {
  code: string;
  /** Index into demoCustomers; "verified purchase" is worked out from their delivered orders. */
  customer: number;
  rating: number;
  title: string;
  comment: string;
  daysAgo: number;
  /** The farm team's answer, if any. */
  reply?: string;
};

export const demoReviews: DemoReview[] = [
  {
    code: 'GM-1000',
    customer: 0,
    rating: 5,
    title: 'My son finally drinks milk',
    comment:
      'We switched to goat milk on our paediatrician’s advice and my son has had no tummy trouble since. The milk arrives cold every morning and has no smell at all.',
    daysAgo: 36,
    reply:
      'Thank you, Priya! It makes our day to hear this. Tell your son our goats say hello — you are welcome to visit them on a Sunday.',
  },
  {
    code: 'PN-200',
    customer: 0,
    rating: 5,
    title: 'Soft and fresh',
    comment:
      'Very soft paneer, it did not crumble in palak paneer. Slightly sweet taste. Will order every week.',
    daysAgo: 35,
  },
  {
    code: 'GH-250',
    customer: 0,
    rating: 5,
    title: 'Smells like my grandmother’s kitchen',
    comment:
      'Grainy, pale golden ghee with a lovely aroma. Pricey compared to cow ghee but worth it; a little goes a long way.',
    daysAgo: 34,
  },
  {
    code: 'GM-500',
    customer: 0,
    rating: 4,
    title: 'Good milk, bottle cap could be better',
    comment:
      'Milk quality is excellent. Once the cap was a little loose and some milk had leaked into the bag.',
    daysAgo: 17,
    reply:
      'Sorry about the leak, Priya. We have changed to caps with a tamper seal since last week, so it should not happen again. Thank you for telling us.',
  },
  {
    code: 'SP-NEEM',
    customer: 0,
    rating: 5,
    title: 'Cleared my daughter’s skin',
    comment:
      'My teenage daughter uses this every day and her pimples have reduced a lot. Lathers well and lasts over a month.',
    daysAgo: 15,
  },
  {
    code: 'CD-400',
    customer: 0,
    rating: 4,
    title: 'Thick curd',
    comment: 'Nice thick curd, perfect for curd rice. A little more sour than I like by the third day.',
    daysAgo: 16,
  },
  {
    code: 'GH-500',
    customer: 1,
    rating: 5,
    title: 'Real bilona ghee',
    comment:
      'You can taste the difference from shop ghee. The jar was packed very well with bubble wrap and reached Tiruppur in one day.',
    daysAgo: 50,
  },
  {
    code: 'SP-TURMERIC',
    customer: 1,
    rating: 4,
    title: 'Nice, mild soap',
    comment: 'My wife likes the kasturi manjal smell. Does not dry the skin like normal soaps.',
    daysAgo: 49,
  },
  {
    code: 'VC-25',
    customer: 1,
    rating: 5,
    title: 'Banana plants are loving it',
    comment:
      'Fine, sieved vermicompost with lots of baby worms still in it. Used 2 kg per banana plant; new leaves came up dark green in two weeks.',
    daysAgo: 8,
    reply:
      'Great to hear, Karthik! The worm cocoons in the compost keep working in your soil. Keep the base mulched so they stay cool.',
  },
  {
    code: 'GMN-PELLET',
    customer: 1,
    rating: 4,
    title: 'Clean and easy',
    comment: 'Good for terrace pots, hardly any smell. The bag could be stronger, one corner was torn.',
    daysAgo: 8,
  },
  {
    code: 'GM-500',
    customer: 1,
    rating: 4,
    title: 'Tried at a friend’s house',
    comment: 'Tasted it at my friend’s place and liked it, so I have placed my first order now.',
    daysAgo: 0.2,
  },
  {
    code: 'MP-500',
    customer: 2,
    rating: 5,
    title: 'Perfect for travel',
    comment:
      'Took it to my daughter’s hostel in Bengaluru. Dissolves easily in warm water and tastes like fresh milk, not like formula.',
    daysAgo: 26,
  },
  {
    code: 'SW-PALKOVA',
    customer: 2,
    rating: 5,
    title: 'Just like Srivilliputhur',
    comment: 'Soft, not too sweet, and you can taste the milk. Finished the box in two days.',
    daysAgo: 27,
  },
  {
    code: 'GM-500',
    customer: 2,
    rating: 5,
    title: 'Fresh every morning',
    comment: 'Delivered before 7 am every day, always chilled. The delivery boy is very polite.',
    daysAgo: 5,
  },
  {
    code: 'CH-FETA',
    customer: 2,
    rating: 3,
    title: 'Too salty for me',
    comment: 'Good texture and flavour but quite salty. Soaking in milk for an hour helped.',
    daysAgo: 6,
    reply:
      'Thank you for the honest review, Lakshmi. Feta is matured in brine, so soaking it in water or milk as you did is exactly right. We are also trying a milder brine for the next batch.',
  },
  {
    code: 'LG-TELLI-DOE',
    customer: 2,
    rating: 4,
    title: 'Healthy animals, well kept farm',
    comment:
      'Visited the farm to see the does before buying. Clean sheds and the goats are in very good condition. Will book after the rains.',
    daysAgo: 12,
    reply:
      'It was lovely to have you at the farm, Lakshmi. The doe you liked will be kept for you until the end of the month.',
  },
  {
    code: 'SP-GIFT-4',
    customer: 3,
    rating: 5,
    title: 'Everyone loved the gift',
    comment:
      'Gave these as Deepavali gifts to my colleagues. Beautiful kraft box and the soaps smell natural.',
    daysAgo: 20,
  },
  {
    code: 'SC-LIPBALM',
    customer: 3,
    rating: 4,
    title: 'Works well',
    comment: 'My lips crack every winter and this fixed it in two days. The tin is small though.',
    daysAgo: 21,
  },
  {
    code: 'GH-250',
    customer: 3,
    rating: 4,
    title: 'Good ghee',
    comment: 'Nice aroma and grainy texture. Reached Madurai in three days, well packed.',
    daysAgo: 20,
  },
  {
    code: 'SP-CHARCOAL',
    customer: 3,
    rating: 3,
    title: 'Okay for oily skin',
    comment: 'Cleans well but the bar gets soft quickly if left in a wet soap dish.',
    daysAgo: 65,
    reply:
      'Thank you, Arun. Handmade soaps have no hardeners, so a draining soap dish helps them last much longer. We will add a note about this on the wrapper.',
  },
  {
    code: 'SC-LOTION',
    customer: 3,
    rating: 4,
    title: 'Light and non-sticky',
    comment: 'Absorbs quickly and does not feel greasy in Madurai heat. Would like a bigger bottle.',
    daysAgo: 64,
  },
];
