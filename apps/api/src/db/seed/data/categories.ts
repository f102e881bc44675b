/** The demo farm's product categories; `key` is how products refer to them. */
export type DemoCategory = {
  key: CategoryKey;
  name: string;
  slug: string;
  description: string;
  /** The category as a Tamil shopper in Pollachi reads it (decision 0053). */
  tamil: { name: string; description: string };
  /** Colours of the drawn category picture (scripts/generate-demo-images.ts). */
  colour: string;
};

export type CategoryKey = 'milk' | 'ghee' | 'cheese' | 'soap' | 'powder' | 'manure' | 'goats';

export const categoryImageUrl = (slug: string) => `/demo/categories/${slug}.webp`;

export const demoCategories: DemoCategory[] = [
  {
    key: 'milk',
    tamil: {
      name: 'ஆட்டுப்பால் & தயிர்',
      description:
        'விடியற்காலையில கறந்து, ஒரு மணி நேரத்துக்குள்ள 4 °C-க்கு குளிரவெச்ச ஆட்டுப்பால், அன்னிக்கே உங்க வீட்டுக்கு. அதே பால்ல உறைஞ்ச தயிரும் மோரும்.',
    },
    name: 'Goat Milk & Curd',
    slug: 'goat-milk-curd',
    description:
      'Fresh goat milk milked at dawn, chilled to 4 °C within the hour and delivered the same day, plus curd and buttermilk set from it.',
    colour: '#2b8a8a',
  },
  {
    key: 'ghee',
    tamil: {
      name: 'நெய் & வெண்ணெய்',
      description: 'மெதுவா காய்ச்சின ஆட்டுப்பால் நெய்யும், கையால கடைஞ்ச வெண்ணெயும், கண்ணாடி ஜாடியில, கொஞ்சம் கொஞ்சமா செஞ்சது.',
    },
    name: 'Ghee & Butter',
    slug: 'ghee-butter',
    description: 'Slow-cooked goat milk ghee and hand-churned butter in glass jars, made in small batches.',
    colour: '#d4a017',
  },
  {
    key: 'cheese',
    tamil: {
      name: 'பனீர் & சீஸ்',
      description: 'தினமும் காலையில அழுத்தின மென்மையான பனீர், பண்ணையிலேயே செஞ்ச ஆட்டுப்பால் சீஸ்: ஃபெட்டா, ஷெவ்ர், பழகவெச்ச டோம்.',
    },
    name: 'Paneer & Cheese',
    slug: 'paneer-cheese',
    description:
      'Soft paneer pressed every morning and farmhouse goat cheeses: feta, chevre and an aged tomme.',
    colour: '#e0b45a',
  },
  {
    key: 'soap',
    tamil: {
      name: 'ஆட்டுப்பால் சோப் & சரும பராமரிப்பு',
      description:
        'எங்க ஆட்டுப்பாலும் செடி எண்ணெயும் சேர்த்து குளிர் முறையில செஞ்ச சோப்புகள்; வறண்ட சருமத்துக்கு மென்மையான லோஷனும் பாமும்.',
    },
    name: 'Goat Milk Soaps & Skin Care',
    slug: 'goat-milk-soaps-skin-care',
    description:
      'Cold-process soaps made with our own goat milk and plant oils, and gentle lotions and balms for dry skin.',
    colour: '#7a9e4f',
  },
  {
    key: 'powder',
    tamil: {
      name: 'பால் பவுடர் & இனிப்புகள்',
      description: 'பயணத்துக்கும் சேமிச்சு வைக்கவும் ஆட்டுப்பால் பவுடர்; நம்ம தமிழ்நாட்டு முறையில செஞ்ச பால் இனிப்புகள்.',
    },
    name: 'Milk Powder & Sweets',
    slug: 'milk-powder-sweets',
    description:
      'Spray-dried goat milk powder for travel and storage, and milk sweets made the Tamil Nadu way.',
    colour: '#c9822b',
  },
  {
    key: 'manure',
    tamil: {
      name: 'இயற்கை உரம் & மண்புழு உரம்',
      description: 'பண்ணையில இருந்து மண்புழு உரம், மக்கின ஆட்டு எரு, மண்புழு வடிநீர்: வீட்டுத் தோட்டத்துக்கும் வயலுக்கும்.',
    },
    name: 'Farm Manure & Compost',
    slug: 'farm-manure-compost',
    description: 'Vermicompost, aged goat manure and vermiwash from the farm for kitchen gardens and fields.',
    colour: '#6b4a2b',
  },
  {
    key: 'goats',
    tamil: {
      name: 'உயிருள்ள ஆடுகள்',
      description:
        'தடுப்பூசி போட்டு, குடற்புழு நீக்கின ஆரோக்கியமான தமிழ்நாடு, கேரளா இன ஆடுகள்: இனப்பெருக்கத்துக்கும் பாலுக்கும், உடல்நல பதிவேட்டோட.',
    },
    name: 'Live Goats',
    slug: 'live-goats',
    description:
      'Healthy, vaccinated and dewormed goats of Tamil Nadu and Kerala breeds for breeding and milk, sold with their health records.',
    colour: '#0f4c4c',
  },
];
