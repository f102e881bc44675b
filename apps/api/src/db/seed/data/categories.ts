/** The demo farm's product categories; `key` is how products refer to them. */
export type DemoCategory = {
  key: CategoryKey;
  name: string;
  slug: string;
  description: string;
  /** Colours of the drawn category picture (scripts/generate-demo-images.ts). */
  colour: string;
};

export type CategoryKey = 'milk' | 'ghee' | 'cheese' | 'soap' | 'powder' | 'manure' | 'goats';

export const categoryImageUrl = (slug: string) => `/demo/categories/${slug}.webp`;

export const demoCategories: DemoCategory[] = [
  {
    key: 'milk',
    name: 'Goat Milk & Curd',
    slug: 'goat-milk-curd',
    description:
      'Fresh goat milk milked at dawn, chilled to 4 °C within the hour and delivered the same day, plus curd and buttermilk set from it.',
    colour: '#2b8a8a',
  },
  {
    key: 'ghee',
    name: 'Ghee & Butter',
    slug: 'ghee-butter',
    description: 'Slow-cooked goat milk ghee and hand-churned butter in glass jars, made in small batches.',
    colour: '#d4a017',
  },
  {
    key: 'cheese',
    name: 'Paneer & Cheese',
    slug: 'paneer-cheese',
    description:
      'Soft paneer pressed every morning and farmhouse goat cheeses: feta, chevre and an aged tomme.',
    colour: '#e0b45a',
  },
  {
    key: 'soap',
    name: 'Goat Milk Soaps & Skin Care',
    slug: 'goat-milk-soaps-skin-care',
    description:
      'Cold-process soaps made with our own goat milk and plant oils, and gentle lotions and balms for dry skin.',
    colour: '#7a9e4f',
  },
  {
    key: 'powder',
    name: 'Milk Powder & Sweets',
    slug: 'milk-powder-sweets',
    description:
      'Spray-dried goat milk powder for travel and storage, and milk sweets made the Tamil Nadu way.',
    colour: '#c9822b',
  },
  {
    key: 'manure',
    name: 'Farm Manure & Compost',
    slug: 'farm-manure-compost',
    description: 'Vermicompost, aged goat manure and vermiwash from the farm for kitchen gardens and fields.',
    colour: '#6b4a2b',
  },
  {
    key: 'goats',
    name: 'Live Goats',
    slug: 'live-goats',
    description:
      'Healthy, vaccinated and dewormed goats of Tamil Nadu and Kerala breeds for breeding and milk, sold with their health records.',
    colour: '#0f4c4c',
  },
];
