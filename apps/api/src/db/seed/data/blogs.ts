import {
  choosingGoatsInTamil,
  type DemoBlogTamil,
  farmMorningInTamil,
  gheeGuideInTamil,
  kiddingDiaryInTamil,
  palkovaInTamil,
  paneerInTamil,
  summerCareInTamil,
  vaccinationCalendarInTamil,
  vermicompostInTamil,
} from './blogs-tamil.js';

export type BlogCategoryKey = 'care' | 'recipes' | 'farm';

export const demoBlogCategories: {
  key: BlogCategoryKey;
  name: string;
  description: string;
  tamil: { name: string; description: string };
}[] = [
  {
    key: 'care',
    name: 'Goat Care',
    tamil: {
      name: 'ஆடு வளர்ப்பு',
      description: 'நம்ம தமிழ்நாட்டுல ஆடுகளை ஆரோக்கியமா வளர்க்க: இனம், தீவனம், கொட்டகை, உடல்நலம் பத்தின அனுபவக் குறிப்புகள்.',
    },
    description:
      'Practical notes on keeping goats healthy in Tamil Nadu: breeds, feeding, housing and health.',
  },
  {
    key: 'recipes',
    name: 'Recipes',
    tamil: {
      name: 'சமையல் குறிப்புகள்',
      description: 'ஆட்டுப்பால், தயிர், பனீர், நெய் வெச்சு வீட்டுல சமைக்கலாம் வாங்க.',
    },
    description: 'Cooking at home with goat milk, curd, paneer and ghee.',
  },
  {
    key: 'farm',
    name: 'Farm Life',
    tamil: {
      name: 'பண்ணை வாழ்க்கை',
      description: 'ஒரு காலைக் கறவையில இருந்து அடுத்த கறவை வரைக்கும் பண்ணையில நடக்கிறது.',
    },
    description: 'What happens on the farm from one morning milking to the next.',
  },
];

export type DemoBlog = {
  title: string;
  category: BlogCategoryKey;
  excerpt: string;
  /** Plain text; paragraphs are separated by a blank line. */
  paragraphs: string[];
  cover: string;
  daysAgo: number;
  published: boolean;
  /**
   * Every post is written in Tamil too (decision 0053, issue 33): not word for word, as a Pollachi
   * cook or farmer would tell it, paragraph for paragraph as the English.
   */
  tamil: DemoBlogTamil;
};

/** The post's translations as the blog's row keeps them. */
export function demoBlogTranslations(blog: DemoBlog) {
  const { title, excerpt, paragraphs } = blog.tamil;
  return { ta: { title, excerpt, content: paragraphs.join('\n\n') } };
}

export const blogCoverUrl = (name: string) => `/demo/blog/${name}.webp`;

export const demoBlogs: DemoBlog[] = [
  {
    title: 'Choosing your first goats: Tellicherry, Kanni Aadu or Salem Black?',
    tamil: choosingGoatsInTamil,
    category: 'care',
    cover: 'choosing-goats',
    daysAgo: 62,
    published: true,
    excerpt:
      'Which breed suits you depends on what you want from your goats: milk, meat or hardiness on dry grazing. Here is how we compare the breeds we keep.',
    paragraphs: [
      'Most people who call us about buying goats ask the same first question: which breed should I start with? The honest answer is that it depends on what you want from the goats, how much grazing you have, and how much time you can spend with them every day.',
      'Tellicherry (also called Malabari) comes from the Malabar coast of Kerala and does very well in our humid Pollachi climate. The does often give twins and sometimes triplets, and a good doe gives one to one and a half litres of milk a day for several months. They need better feed than the local breeds, with green fodder, dry fodder and a little concentrate every day. If milk and fast herd growth are your goal, start here.',
      'Kanni Aadu is the black goat of Tirunelveli, Thoothukudi and Virudhunagar, easy to recognise by the two white stripes on its face. It is a meat breed, tall and active, and it copes remarkably well with heat and sparse grazing. Kanni Aadu does are good mothers. If you live in a dry district and your goats will graze on open land most of the day, this breed forgives a lot.',
      'Salem Black (Karuppu Aadu) comes from the Salem, Dharmapuri and Krishnagiri hills. It is all black, long-legged and hardy, and grows into a good meat animal on grazing alone. Kodi Aadu from Ramanathapuram and Thoothukudi is another tall, drought-tolerant local breed. Boer crosses grow faster and heavier but need much more feed and care, so we suggest them only once you have some experience.',
      'Whatever the breed, buy from a farm that keeps records. Ask for vaccination and deworming dates and the mother’s kidding history. Look for bright eyes, pink (not pale) gums and inner eyelids, a clean rear end, a shiny coat, sound hooves and, in a doe, a soft, even udder with two teats. Avoid an animal that coughs, limps or stands apart from the herd.',
      'Finally, keep any new goat apart from your herd for three weeks, deworm it and watch it closely before letting it mix. Start small: four or five does and access to a good buck are enough for the first year. You learn more from a small herd you know well than from a large one you cannot watch.',
    ],
  },
  {
    title: 'A simple vaccination and deworming calendar for goats in Tamil Nadu',
    tamil: vaccinationCalendarInTamil,
    category: 'care',
    cover: 'vaccination-calendar',
    daysAgo: 45,
    published: true,
    excerpt:
      'Most goat deaths on small farms come from a handful of preventable diseases. This is the calendar we follow, drawn up with our veterinarian.',
    paragraphs: [
      'Most goat losses on small farms in Tamil Nadu come from a handful of diseases that vaccines and regular deworming prevent: PPR (goat plague), enterotoxaemia, foot-and-mouth disease, goat pox and worms. Here is the calendar we follow at Anamalai Goat Farm. Please go over it with your own veterinarian or the nearest veterinary dispensary, because the right schedule depends on which diseases are around in your area.',
      'PPR: kids are vaccinated at three to four months of age. One dose protects for about three years, so we re-vaccinate the whole herd every three years and vaccinate every kid born in between. PPR spreads fast when goats are brought from markets, so vaccinate any new animal during its quarantine.',
      'Enterotoxaemia (ET): the first dose at four months, a booster three to four weeks later, and then once a year, about a month before the monsoon when the grass grows lush and sudden deaths from overeating are most common. Foot-and-mouth disease: first dose at four months, then every six months. Goat pox: once a year from three months of age. In districts where haemorrhagic septicaemia is reported, a yearly dose before the rains is also advised.',
      'Deworming: we deworm every three to four months, and always just before and just after the monsoon, when worm loads rise sharply. Rotate between drug groups (for example albendazole or fenbendazole, then ivermectin, then closantel) rather than using the same one every time, so that the worms do not become resistant. Weigh the goats or use a weight tape: under-dosing is as bad as not dosing.',
      'Between doses, check the inner eyelids of each goat once a week. Deep pink is healthy; pale pink or white means anaemia, most often from barber’s pole worm, and that goat needs treatment now rather than at the next scheduled date. Bottle jaw (a soft swelling under the chin) is a late and serious sign.',
      'Keep a notebook or a phone note for each animal with the dates and products used. Good records make the next dose easy to remember and are exactly what a buyer will ask for when you sell your goats.',
    ],
  },
  {
    title: 'Keeping goats cool through a Tamil Nadu summer',
    tamil: summerCareInTamil,
    category: 'care',
    cover: 'summer-care',
    daysAgo: 20,
    published: true,
    excerpt:
      'From April to June our sheds can touch 40 °C. Shade, water and a changed routine keep the herd eating and milking through the heat.',
    paragraphs: [
      'From April to the first showers in June, the afternoon temperature in many parts of Tamil Nadu crosses 38 °C, and goats feel it. A heat-stressed goat eats less, gives less milk and is more likely to fall sick or abort. A few simple changes to the routine keep the herd comfortable.',
      'Water first. An adult goat can drink four to six litres a day in summer, a milking doe even more. Keep clean water in the shade, refill it in the afternoon so it stays cool, and scrub the troughs every two days so that algae do not make it unappealing. On very hot days we add a little jaggery and salt or an electrolyte powder.',
      'Change the grazing hours. We take the herd out from 6 to 10 in the morning and again after 4 in the evening, and keep them in the shed through the midday heat. Feed green fodder and concentrate during the cooler hours too; digestion itself produces heat.',
      'Look at the shed. A shed oriented east to west keeps the sun off the floor for most of the day. A layer of coconut fronds or a shade net over a metal roof lowers the temperature inside by several degrees, and open sides with a raised slatted floor let air move under and around the animals. A sprinkler on the roof in the afternoon helps on the hottest days.',
      'Learn the signs of heat stress: open-mouth panting, drooling, standing with the head low and refusing food. Move such a goat into the deepest shade, wet its legs and belly with cool (not ice-cold) water, offer water to drink and call your veterinarian if it does not improve within an hour.',
      'Avoid transporting, shearing, castrating or deworming goats in the heat of the day. Anything that stresses them is best done early in the morning, when the herd is calm and cool.',
    ],
  },
  {
    title: 'Soft goat milk paneer at home in 30 minutes',
    tamil: paneerInTamil,
    category: 'recipes',
    cover: 'paneer-recipe',
    daysAgo: 38,
    published: true,
    excerpt:
      'Goat milk makes a softer, sweeter paneer than cow or buffalo milk. It needs a gentler hand; here is the method we use in our dairy.',
    paragraphs: [
      'Goat milk paneer is softer and slightly sweeter than paneer from cow or buffalo milk, because goat milk has smaller fat globules and a more delicate curd. It is wonderful in palak paneer and on the tawa, but it needs a gentler hand than you may be used to. One litre of goat milk gives about 150 to 180 g of paneer.',
      'You need 1 litre of fresh goat milk, 2 tablespoons of lemon juice (or 3 tablespoons of vinegar) mixed with 2 tablespoons of water, a thin cotton cloth or muslin, a strainer and a bowl.',
      'Bring the milk to a boil in a heavy pan, stirring now and then so it does not catch at the bottom. Switch off the heat and let it stand for one or two minutes; adding the acid to milk that is just below boiling gives a softer paneer than adding it at a rolling boil.',
      'Add the diluted lemon juice a spoon at a time, stirring very gently. Stop as soon as the curds separate and the whey turns clear and slightly greenish. Too much acid makes the paneer sour and rubbery.',
      'Line the strainer with the cloth and pour in the curds. Rinse them under cold water for a few seconds to stop the cooking and wash off the lemon taste. Gather the cloth, squeeze gently, and press the bundle under a plate with a weight (a pan of water works) for 30 to 45 minutes. Goat milk paneer does not need long pressing; more than an hour makes it dry.',
      'Cut into cubes and use the same day, or keep it covered in the fridge for up to three days. Do not throw the whey away: it is full of protein. Use it to knead chapati dough, cook rice or dal, or drink it chilled with a pinch of salt and roasted cumin.',
    ],
  },
  {
    title: 'Srivilliputhur-style palkova with goat milk',
    tamil: palkovaInTamil,
    category: 'recipes',
    cover: 'palkova-recipe',
    daysAgo: 24,
    published: true,
    excerpt: 'Just milk, sugar and patience: the famous temple-town sweet made at home with goat milk.',
    paragraphs: [
      'Srivilliputhur palkova is famous for its simplicity: milk and sugar, stirred for hours until they become a soft, grainy, caramel-coloured sweet. With goat milk it comes out a little lighter and creamier. The only real ingredient you need is patience.',
      'For about 250 g of palkova, take 1.5 litres of full-fat goat milk and 100 to 120 g of sugar. A pinch of cardamom powder is optional; the traditional recipe has none. Use the widest, heaviest pan or kadai you have, because a wide surface evaporates the milk faster.',
      'Bring the milk to a boil on a medium-high flame, then keep it at a steady rolling boil, stirring every few minutes and scraping the sides and bottom so that nothing burns. The milk will reduce slowly; this takes 60 to 90 minutes. Do not cover the pan at any point.',
      'When the milk has reduced to about a quarter and starts to look thick and grainy, lower the heat and add the sugar. The mixture turns runny again for a few minutes, then thickens. From here, stir continuously. After 15 to 20 minutes it turns light brown, starts leaving the sides of the pan and gathers into a soft mass.',
      'Take it off the heat while it is still soft; it firms up as it cools. Stir in the cardamom if you are using it, spread it in a bowl and let it cool to room temperature. Keep it in the fridge and eat it within four or five days, though in our house it never lasts that long.',
    ],
  },
  {
    title: 'Cooking with goat milk ghee: a short guide',
    tamil: gheeGuideInTamil,
    category: 'recipes',
    cover: 'ghee-guide',
    daysAgo: 10,
    published: true,
    excerpt:
      'Goat milk ghee is pale, mild and has a high smoke point. Here is how we use it in a South Indian kitchen, and how to store it.',
    paragraphs: [
      'Goat milk ghee looks different from the cow ghee most people know: it is pale, almost white when set, because goats turn the carotene in grass into vitamin A instead of storing it as yellow fat. The aroma is milder and slightly nutty, and the smoke point is high, around 250 °C, so it is good for frying as well as finishing.',
      'Tempering is where it shines. Heat a spoon of ghee, add mustard seeds, urad dal, curry leaves and a broken red chilli, and pour it over sambar, rasam or a simple dal. A teaspoon of goat ghee on hot rice with paruppu podi or on a plate of pongal is our favourite breakfast.',
      'For sweets, use it exactly as you would cow ghee: in kesari, payasam, Mysore pak or for roasting rava and cashews. Because the flavour is gentle, it lets cardamom and saffron come through clearly.',
      'Ghee keeps for nine months or more at room temperature if you follow two rules: always use a clean, dry spoon, and keep the lid closed. Water or food crumbs in the jar are what make ghee go rancid. It is normal for ghee to be grainy and to set solid in winter and melt in summer; this does not affect the quality.',
      'If your ghee has set hard, stand the closed jar in a bowl of warm water for a few minutes. Do not microwave it in its jar or heat it repeatedly, as that darkens it and dulls the aroma.',
    ],
  },
  {
    title: 'A morning at Anamalai Goat Farm',
    tamil: farmMorningInTamil,
    category: 'farm',
    cover: 'farm-morning',
    daysAgo: 55,
    published: true,
    excerpt:
      'Milking starts at five and the milk is on its way to Coimbatore by half past six. Here is what happens in between.',
    paragraphs: [
      'Our day starts at 4:45, when the lights come on in the milking shed and the does start calling for their breakfast. Each doe gets a scoop of concentrate on the milking stand, which keeps her calm and busy while she is milked by hand.',
      'Before milking, the udder is washed with warm water and wiped dry with a clean cloth, and the first few squirts from each teat go into a strip cup so we can check for any sign of mastitis. The milk goes through a steel strainer into covered steel cans, never plastic.',
      'By 5:45 the milk is in the bulk chiller, where it reaches 4 °C within the hour. Quick chilling is the whole secret of goat milk that tastes sweet rather than "goaty": the flavour people dislike comes from milk that was handled slowly or kept warm.',
      'While the milk chills, the kids are fed, the sheds are swept and fresh water goes into every trough. At 6:15 the milk is filled into bottles, sealed and packed into insulated boxes with ice packs, and by 6:30 our delivery van leaves for Pollachi, Coimbatore and Tiruppur.',
      'Whatever is not bottled goes to the dairy: into curd pots for the next day, into the paneer press, or into the slow churn for butter and ghee. By nine the herd is out grazing among the coconut trees, and we sit down for our own breakfast, usually with a glass of the same milk.',
    ],
  },
  {
    title: 'From goat manure to black gold: how we make vermicompost',
    tamil: vermicompostInTamil,
    category: 'farm',
    cover: 'vermicompost',
    daysAgo: 30,
    published: true,
    excerpt:
      'A herd of 120 goats makes a lot of manure. Earthworms turn it into the vermicompost our customers use in their gardens.',
    paragraphs: [
      'A herd of 120 goats produces close to 100 kg of manure pellets every day. Rather than leave it in heaps, we feed it to earthworms. Sixty days later it comes out as vermicompost: dark, crumbly, odourless and full of the nutrients and microbes that make soil come alive.',
      'Our beds are brick-lined tanks about 10 feet long, 3 feet wide and 1.5 feet deep, under a thatched roof that keeps off the sun and heavy rain. At the bottom goes a layer of coconut husk and dry leaves for drainage, then a thin layer of old compost full of worms.',
      'Fresh manure is too hot for worms, so we first let it age in a heap for two to three weeks, turning it once, and mix it with chopped crop waste and dry leaves. This goes into the beds in layers, and we add red wriggler worms (Eisenia fetida), about one kilogram of worms per tank.',
      'The secret is moisture. The bed should feel like a squeezed sponge: damp but not dripping, around 60% moisture. We sprinkle water every two or three days in summer and cover the beds with gunny sacks to keep them dark and moist. Ants and birds are the main enemies; a water channel around the tanks keeps the ants out.',
      'After about 45 to 60 days the top of the bed looks like coffee grounds. We stop watering for a few days so the worms move down, then scoop off the finished compost, heap it in the light so the remaining worms burrow away, and sieve it. The liquid that drains from the beds is collected as vermiwash, a gentle foliar spray for plants.',
      'For pots, mix one or two handfuls of vermicompost into the top soil every month. For vegetable beds use about a kilogram per square metre before planting, and for coconut and banana two to three kilograms per plant at the start of the monsoon.',
    ],
  },
  {
    title: 'Kidding season diary',
    tamil: kiddingDiaryInTamil,
    category: 'farm',
    cover: 'kidding-season',
    daysAgo: 1,
    published: false,
    excerpt: 'Notes from the kidding shed, to be finished when the season is over.',
    paragraphs: [
      'The first kids of the season arrived this week: twin Tellicherry does, both standing and suckling within twenty minutes. We will write more once the season is over.',
      'Draft: add photos and the count of kids born.',
    ],
  },
];
