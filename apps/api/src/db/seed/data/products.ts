import type { CategoryKey } from './categories.js';
import { type ProductInTamil, productsInTamil } from './products-tamil.js';

/** What the picture generator draws for a product (scripts/generate-demo-images.ts). */
export type ArtKind =
  | 'bottle'
  | 'small-bottle'
  | 'curd-pot'
  | 'jar'
  | 'block'
  | 'wedge'
  | 'round'
  | 'tub'
  | 'bar'
  | 'gift-box'
  | 'lotion'
  | 'balm'
  | 'tin'
  | 'sweets'
  | 'sack'
  | 'can'
  | 'goat';

export type DemoProduct = {
  code: string;
  name: string;
  category: CategoryKey;
  /** Paise, GST included. */
  price: number;
  mrp: number;
  unit: string;
  /** GST: the goods' HSN code; its rate is in the migration's rates or `demoGstRates`. */
  hsnCode: string;
  stock: number;
  description: string;
  /** `accent` is a second colour some drawings use (a goat's head, a lid). */
  art: { kind: ArtKind; colour: string; accent?: string };
  /** Its Tamil name, description and unit, and staff's search words (products-tamil.ts). */
  ta?: ProductInTamil;
};

export const productImageUrl = (code: string) => `/demo/products/${code.toLowerCase()}.webp`;

const milk: DemoProduct[] = [
  {
    code: 'GM-500',
    name: 'Fresh Goat Milk 500 ml',
    category: 'milk',
    price: 7500,
    mrp: 8500,
    unit: '500 ml',
    hsnCode: '0401',
    stock: 120,
    description:
      'Whole goat milk from our Tellicherry and Kanni Aadu herd, milked at 5 am, filtered, chilled to 4 °C within the hour and delivered the same day in a food-grade bottle. Naturally homogenised with small fat globules, it is easy to digest for children and elders. Boil before use and keep refrigerated; best within 2 days.',
    art: { kind: 'bottle', colour: '#2b8a8a' },
  },
  {
    code: 'GM-1000',
    name: 'Fresh Goat Milk 1 Litre',
    category: 'milk',
    price: 14000,
    mrp: 16000,
    unit: '1 litre',
    hsnCode: '0401',
    stock: 80,
    description:
      'The family bottle of our morning goat milk: unadulterated, no added water or preservatives, tested for fat and SNF every batch. Chilled from the milking shed to your door in insulated boxes. Boil before use and keep refrigerated; best within 2 days.',
    art: { kind: 'bottle', colour: '#1f6f78' },
  },
  {
    code: 'GM-200',
    name: 'Goat Milk Trial Bottle 200 ml',
    category: 'milk',
    price: 3500,
    mrp: 4000,
    unit: '200 ml',
    hsnCode: '0401',
    stock: 60,
    description:
      'A small bottle for first-time buyers who want to taste goat milk before subscribing. Mild and slightly sweet, with none of the strong smell people expect when the milk is handled cleanly and chilled quickly.',
    art: { kind: 'small-bottle', colour: '#3fa7a0' },
  },
  {
    code: 'GM-ELAICHI',
    name: 'Cardamom Goat Milk 200 ml',
    category: 'milk',
    price: 4500,
    mrp: 5000,
    unit: '200 ml',
    hsnCode: '22029930',
    stock: 40,
    description:
      'Boiled goat milk flavoured with crushed green cardamom and a little palm jaggery, chilled and bottled. A favourite after-school drink; shake well and serve cold or warm.',
    art: { kind: 'small-bottle', colour: '#7fb069' },
  },
  {
    code: 'GM-BADAM',
    name: 'Badam Goat Milk 200 ml',
    category: 'milk',
    price: 5500,
    mrp: 6000,
    unit: '200 ml',
    hsnCode: '22029930',
    stock: 35,
    description:
      'Goat milk simmered with ground almonds, a pinch of saffron and cane sugar, in the style of a Madurai badam milk stall. Contains nuts. Keep refrigerated and consume within 3 days.',
    art: { kind: 'small-bottle', colour: '#e3a857' },
  },
  {
    code: 'CD-400',
    name: 'Goat Milk Curd 400 g',
    category: 'milk',
    price: 9000,
    mrp: 10000,
    unit: '400 g',
    hsnCode: '0403',
    stock: 30,
    description:
      'Thick curd set overnight in clay pots from boiled goat milk with our own culture. Lightly tangy and creamy; ideal for curd rice, raita or simply with a pinch of salt. Keep refrigerated.',
    art: { kind: 'curd-pot', colour: '#b5651d' },
  },
  {
    code: 'BM-500',
    name: 'Spiced Neer Moru 500 ml',
    category: 'milk',
    price: 4000,
    mrp: 4500,
    unit: '500 ml',
    hsnCode: '0403',
    stock: 45,
    description:
      'Traditional spiced buttermilk churned from goat milk curd with green chilli, ginger, curry leaves and a little asafoetida. A cooling drink for Tamil Nadu summers; shake before pouring.',
    art: { kind: 'bottle', colour: '#8bbf9f' },
  },
];

const ghee: DemoProduct[] = [
  {
    code: 'GH-250',
    name: 'Goat Milk Ghee 250 g',
    category: 'ghee',
    price: 69900,
    mrp: 79900,
    unit: '250 g',
    hsnCode: '0405',
    stock: 40,
    description:
      'Ghee made the bilona way: goat milk is set to curd, hand-churned to butter and slowly simmered over a wood fire until golden and grainy. It takes about 25 litres of goat milk to make one kilogram. Packed warm in a glass jar; keeps for 9 months at room temperature.',
    art: { kind: 'jar', colour: '#d4a017' },
  },
  {
    code: 'GH-500',
    name: 'Goat Milk Ghee 500 g',
    category: 'ghee',
    price: 134900,
    mrp: 149900,
    unit: '500 g',
    hsnCode: '0405',
    stock: 18,
    description:
      'Our bilona goat milk ghee in the larger jar for families who cook with it every day. Pale gold with a light, nutty aroma and a high smoke point; good for tempering, sweets and a spoon over hot rice.',
    art: { kind: 'jar', colour: '#c8920f' },
  },
  {
    code: 'GH-1000',
    name: 'Goat Milk Ghee 1 kg',
    category: 'ghee',
    price: 259900,
    mrp: 289900,
    unit: '1 kg',
    hsnCode: '0405',
    stock: 0,
    description:
      'The one-kilogram jar of bilona goat milk ghee, made only a few times a month when the herd gives enough milk. Use "Notify me" to hear when the next batch is jarred.',
    art: { kind: 'jar', colour: '#b07d0c' },
  },
  {
    code: 'BT-200',
    name: 'White Goat Butter 200 g',
    category: 'ghee',
    price: 32000,
    mrp: 36000,
    unit: '200 g',
    hsnCode: '0405',
    stock: 22,
    description:
      'Unsalted white butter (vennai) churned from cultured goat milk curd. Naturally white, as goat milk carries no carotene. Spread on dosa or melt into your own ghee at home. Keep refrigerated.',
    art: { kind: 'tub', colour: '#f2e6c2' },
  },
];

const cheese: DemoProduct[] = [
  {
    code: 'PN-200',
    name: 'Goat Milk Paneer 200 g',
    category: 'cheese',
    price: 15000,
    mrp: 17000,
    unit: '200 g',
    hsnCode: '040610',
    stock: 50,
    description:
      'Soft paneer curdled with lemon juice from fresh goat milk and pressed for an hour. Tender and slightly sweet, it holds its shape in curries and on the tawa. Vacuum packed; keep refrigerated and use within 4 days.',
    art: { kind: 'block', colour: '#f5f0dc' },
  },
  {
    code: 'PN-500',
    name: 'Goat Milk Paneer 500 g',
    category: 'cheese',
    price: 35000,
    mrp: 39000,
    unit: '500 g',
    hsnCode: '040610',
    stock: 20,
    description:
      'The family block of our goat milk paneer, for paneer butter masala, kebabs and parties. Pressed the same morning it is dispatched.',
    art: { kind: 'block', colour: '#efe4c0' },
  },
  {
    code: 'CH-FETA',
    name: 'Goat Feta in Brine 200 g',
    category: 'cheese',
    price: 42000,
    mrp: 45000,
    unit: '200 g',
    hsnCode: '0406',
    stock: 15,
    description:
      'Crumbly, salty white cheese matured for 30 days in brine. Crumble over salads, bake with tomatoes or stir into a millet pilaf. Keep the cubes covered in their brine in the fridge.',
    art: { kind: 'block', colour: '#e8f1f2' },
  },
  {
    code: 'CH-CHEVRE',
    name: 'Fresh Herb Chevre 150 g',
    category: 'cheese',
    price: 38000,
    mrp: 42000,
    unit: '150 g',
    hsnCode: '0406',
    stock: 12,
    description:
      'A soft, spreadable fresh goat cheese rolled in garden herbs and cracked pepper. Spread on toast, spoon into pasta or serve with fruit. Best within 10 days of opening.',
    art: { kind: 'round', colour: '#a8c686' },
  },
  {
    code: 'CH-TOMME',
    name: 'Aged Goat Tomme 250 g',
    category: 'cheese',
    price: 65000,
    mrp: 70000,
    unit: '250 g',
    hsnCode: '0406',
    stock: 0,
    description:
      'A firm, nutty farmhouse cheese aged for three months in our cool room in the Anamalai foothills. Slice thin with fruit or grate over vegetables. Made in very small batches; the current wheel is sold out.',
    art: { kind: 'wedge', colour: '#e0b45a' },
  },
  {
    code: 'CH-SPREAD',
    name: 'Garlic Pepper Cheese Spread 180 g',
    category: 'cheese',
    price: 24000,
    mrp: 26000,
    unit: '180 g',
    hsnCode: '0406',
    stock: 25,
    description:
      'Smooth goat cheese whipped with roasted garlic and Kolli Hills black pepper. A lunch-box favourite on chapati rolls and sandwiches. Keep refrigerated.',
    art: { kind: 'tub', colour: '#f0d98a' },
  },
];

const soap: DemoProduct[] = [
  {
    code: 'SP-NEEM',
    name: 'Neem & Tulsi Goat Milk Soap',
    category: 'soap',
    price: 14000,
    mrp: 16000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 90,
    description:
      'Cold-process soap with 30% fresh goat milk, cold-pressed coconut and groundnut oils, neem leaf and tulsi. Gentle on oily and acne-prone skin. Cured for six weeks; no palm oil, no synthetic fragrance.',
    art: { kind: 'bar', colour: '#5d8c3a' },
  },
  {
    code: 'SP-TURMERIC',
    name: 'Turmeric & Kasturi Manjal Goat Milk Soap',
    category: 'soap',
    price: 14000,
    mrp: 16000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 75,
    description:
      'Goat milk soap with Erode turmeric and wild kasturi manjal, the way grandmothers used them at bath time. Brightens dull skin and leaves no yellow stain. Cured for six weeks.',
    art: { kind: 'bar', colour: '#e8a317' },
  },
  {
    code: 'SP-HONEY',
    name: 'Honey & Oats Goat Milk Soap',
    category: 'soap',
    price: 15000,
    mrp: 17000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 60,
    description:
      'Creamy goat milk soap with forest honey and finely ground oats for a mild scrub. Suits dry and sensitive skin and the whole family.',
    art: { kind: 'bar', colour: '#d9a441' },
  },
  {
    code: 'SP-ROSE',
    name: 'Rose Petal Goat Milk Soap',
    category: 'soap',
    price: 16000,
    mrp: 18000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 40,
    description:
      'Goat milk soap coloured with rose clay and scented with rose geranium essential oil, topped with dried petals from Hosur. A lovely gift.',
    art: { kind: 'bar', colour: '#d77a8f' },
  },
  {
    code: 'SP-CHARCOAL',
    name: 'Activated Charcoal Goat Milk Soap',
    category: 'soap',
    price: 15000,
    mrp: 17000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 55,
    description:
      'Coconut-shell activated charcoal and tea tree oil in a goat milk base. Draws out dust and oil after a long day outdoors without drying the skin.',
    art: { kind: 'bar', colour: '#3a3a3a' },
  },
  {
    code: 'SP-SANDAL',
    name: 'Sandalwood Goat Milk Soap',
    category: 'soap',
    price: 18000,
    mrp: 20000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 0,
    description:
      'A warm, woody goat milk soap with sandalwood powder and a touch of sandalwood oil. Sold out until the next curing batch is ready.',
    art: { kind: 'bar', colour: '#b5835a' },
  },
  {
    code: 'SP-ALOE',
    name: 'Aloe Vera & Cucumber Goat Milk Soap',
    category: 'soap',
    price: 13000,
    mrp: 15000,
    unit: '100 g',
    hsnCode: '3401',
    stock: 70,
    description:
      'Fresh aloe vera gel from our farm border and cucumber juice in a goat milk base. Cooling after sun and sweat; very mild lather.',
    art: { kind: 'bar', colour: '#8fc99a' },
  },
  {
    code: 'SP-PLAIN',
    name: 'Unscented Baby Goat Milk Soap',
    category: 'soap',
    price: 12000,
    mrp: 14000,
    unit: '75 g',
    hsnCode: '3401',
    stock: 65,
    description:
      'Just goat milk, coconut oil, olive oil and castor oil: no fragrance, no colour. Made for babies, elders and anyone whose skin reacts to scented soaps.',
    art: { kind: 'bar', colour: '#f3efe6' },
  },
  {
    code: 'SP-GIFT-4',
    name: 'Goat Milk Soap Gift Box (4 Soaps)',
    category: 'soap',
    price: 54000,
    mrp: 62000,
    unit: '4 x 100 g',
    hsnCode: '3401',
    stock: 20,
    description:
      'Neem & Tulsi, Turmeric, Honey & Oats and Rose Petal goat milk soaps in a kraft gift box tied with jute. A popular Pongal and Deepavali gift.',
    art: { kind: 'gift-box', colour: '#0f4c4c' },
  },
  {
    code: 'SC-LOTION',
    name: 'Goat Milk Body Lotion 200 ml',
    category: 'soap',
    price: 29000,
    mrp: 32000,
    unit: '200 ml',
    hsnCode: '330499',
    stock: 30,
    description:
      'A light, non-greasy lotion with goat milk, shea butter and cold-pressed coconut oil. Absorbs quickly and keeps skin soft through the dry months.',
    art: { kind: 'lotion', colour: '#9fc5c9' },
  },
  {
    code: 'SC-LIPBALM',
    name: 'Goat Milk & Beeswax Lip Balm',
    category: 'soap',
    price: 9900,
    mrp: 12000,
    unit: '10 g',
    hsnCode: '330410',
    stock: 80,
    description:
      'Beeswax from the farm hives, goat milk butter and a drop of vanilla in a small tin. Heals cracked lips in a day or two.',
    art: { kind: 'balm', colour: '#c49a6c' },
  },
];

const powder: DemoProduct[] = [
  {
    code: 'MP-500',
    name: 'Goat Milk Powder 500 g',
    category: 'powder',
    price: 89900,
    mrp: 99900,
    unit: '500 g',
    hsnCode: '0402',
    stock: 25,
    description:
      'Whole goat milk, spray-dried at low temperature with nothing added. Stir two tablespoons into 200 ml of warm water for a glass of milk anywhere: for travel, hostels and homes far from our delivery area. Keeps 12 months sealed.',
    art: { kind: 'tin', colour: '#0f4c4c' },
  },
  {
    code: 'MP-250',
    name: 'Goat Milk Powder 250 g',
    category: 'powder',
    price: 47900,
    mrp: 52900,
    unit: '250 g',
    hsnCode: '0402',
    stock: 30,
    description:
      'The smaller tin of our whole goat milk powder, a good size to try it or to carry on a journey. No sugar, no maltodextrin, no preservatives.',
    art: { kind: 'tin', colour: '#1f6f78' },
  },
  {
    code: 'MP-100',
    name: 'Goat Milk Powder Sachets 100 g',
    category: 'powder',
    price: 21000,
    mrp: 23000,
    unit: '4 x 25 g',
    hsnCode: '0402',
    stock: 40,
    description:
      'Four single-serve 25 g sachets of whole goat milk powder, each one a glass of milk. Handy in a travel bag or an office drawer.',
    art: { kind: 'tin', colour: '#d4a017' },
  },
  {
    code: 'SW-PALKOVA',
    name: 'Goat Milk Palkova 250 g',
    category: 'powder',
    price: 22000,
    mrp: 25000,
    unit: '250 g',
    hsnCode: '210690',
    stock: 28,
    description:
      'Srivilliputhur-style palkova slow-stirred from goat milk and sugar for three hours in an iron kadai until soft and caramel brown. Keep refrigerated; best within 5 days.',
    art: { kind: 'sweets', colour: '#b8733a' },
  },
  {
    code: 'SW-PEDA',
    name: 'Goat Milk Peda (12 pieces)',
    category: 'powder',
    price: 24000,
    mrp: 27000,
    unit: '12 pieces',
    hsnCode: '210690',
    stock: 24,
    description:
      'Soft milk pedas made from goat milk khoa, cardamom and a little saffron, each topped with a pistachio sliver. Packed in a paper box for gifting.',
    art: { kind: 'sweets', colour: '#e8c07a' },
  },
];

const manure: DemoProduct[] = [
  {
    code: 'VC-5',
    name: 'Vermicompost 5 kg',
    category: 'manure',
    price: 25000,
    mrp: 30000,
    unit: '5 kg',
    hsnCode: '3101',
    stock: 100,
    description:
      'Dark, crumbly vermicompost made by red wrigglers from goat manure and farm leaves over 60 days, sieved and bagged. Mix a handful into each pot or 1 kg per square metre of bed. Odourless and safe for kitchen gardens.',
    art: { kind: 'sack', colour: '#6b4a2b' },
  },
  {
    code: 'VC-25',
    name: 'Vermicompost 25 kg',
    category: 'manure',
    price: 99000,
    mrp: 120000,
    unit: '25 kg',
    hsnCode: '3101',
    stock: 40,
    description:
      'The field bag of our sieved vermicompost for coconut groves, banana and vegetable plots. Rich in humus and beneficial microbes; apply 2 to 3 kg per coconut tree at the start of the monsoon.',
    art: { kind: 'sack', colour: '#4e3620' },
  },
  {
    code: 'GMN-10',
    name: 'Aged Goat Manure 10 kg',
    category: 'manure',
    price: 18000,
    mrp: 20000,
    unit: '10 kg',
    hsnCode: '3101',
    stock: 60,
    description:
      'Goat manure pellets composted for four months under shade, turned and dried. A slow-release source of nitrogen and potash that will not burn roots.',
    art: { kind: 'sack', colour: '#8a6a3b' },
  },
  {
    code: 'GMN-PELLET',
    name: 'Goat Manure Pellets 5 kg',
    category: 'manure',
    price: 22000,
    mrp: 25000,
    unit: '5 kg',
    hsnCode: '3101',
    stock: 45,
    description:
      'Dried goat manure pellets enriched with neem cake: clean to handle, easy to scatter around terrace pots and rose bushes, and a mild pest deterrent.',
    art: { kind: 'sack', colour: '#7d8c3a' },
  },
  {
    code: 'VW-1',
    name: 'Vermiwash 1 Litre',
    category: 'manure',
    price: 15000,
    mrp: 18000,
    unit: '1 litre',
    hsnCode: '3101',
    stock: 35,
    description:
      'Liquid collected from our vermicompost beds, rich in nutrients and plant hormones. Dilute 1:10 with water and spray on leaves every ten days for greener, healthier plants.',
    art: { kind: 'can', colour: '#5b7f3a' },
  },
];

const goats: DemoProduct[] = [
  {
    code: 'LG-TELLI-DOE',
    name: 'Tellicherry Doe (8-10 months)',
    category: 'goats',
    price: 2200000,
    mrp: 2400000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 3,
    description:
      'A young Tellicherry (Malabari) doe, about 8 to 10 months old and 18 to 22 kg, from twin-bearing mothers with good milk records. Vaccinated against PPR and enterotoxaemia, dewormed and tagged. Visit the farm to choose; transport within Tamil Nadu can be arranged.',
    art: { kind: 'goat', colour: '#f4f1ea', accent: '#a0522d' },
  },
  {
    code: 'LG-TELLI-BUCK',
    name: 'Tellicherry Breeding Buck',
    category: 'goats',
    price: 3500000,
    mrp: 3800000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 1,
    description:
      'A proven Tellicherry buck, about 18 months old and 40 kg, with registered kids on the farm. Calm temperament, sound legs and strong body. Sold with vaccination and deworming records.',
    art: { kind: 'goat', colour: '#2d2d2d' },
  },
  {
    code: 'LG-BOER-KID',
    name: 'Boer Cross Kid (4 months)',
    category: 'goats',
    price: 1500000,
    mrp: 1650000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 0,
    description:
      'A Boer x Tellicherry kid, about 4 months old and weaned, bred for fast growth and a broad frame. All kids of this season are booked; use "Notify me" for the next kidding.',
    art: { kind: 'goat', colour: '#f4f1ea', accent: '#8b4a2b' },
  },
  {
    code: 'LG-KANNI',
    name: 'Kanni Aadu Doe',
    category: 'goats',
    price: 1800000,
    mrp: 2000000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 2,
    description:
      'Kanni Aadu, the hardy black goat of Tirunelveli and Thoothukudi with its white facial stripes, thrives in heat and dry grazing. This doe is about a year old, vaccinated and dewormed, and ready for her first breeding.',
    art: { kind: 'goat', colour: '#1b1b1b' },
  },
  {
    code: 'LG-SALEM',
    name: 'Salem Black Doe',
    category: 'goats',
    price: 1400000,
    mrp: 1550000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 4,
    description:
      'Salem Black (Karuppu Aadu), the tall all-black breed of the Salem and Dharmapuri hills, known for its hardiness and good meat. About 10 months old; vaccinated, dewormed and used to stall feeding.',
    art: { kind: 'goat', colour: '#262626' },
  },
  {
    code: 'LG-KODI',
    name: 'Kodi Aadu Buck',
    category: 'goats',
    price: 2800000,
    mrp: 3000000,
    unit: '1 animal',
    hsnCode: '0104',
    stock: 2,
    description:
      'Kodi Aadu, the long-legged breed of Thoothukudi and Ramanathapuram named for its creeper-like height, walks long distances and tolerates drought. A one-year-old buck for improving a village herd; health records included.',
    art: { kind: 'goat', colour: '#e9e4d8', accent: '#4a3b2e' },
  },
];

/** 44 products in 7 categories; four are out of stock. */
export const demoProducts: DemoProduct[] = [
  ...milk,
  ...ghee,
  ...cheese,
  ...soap,
  ...powder,
  ...manure,
  ...goats,
].map((p) => ({ ...p, ta: productsInTamil[p.code] }));
