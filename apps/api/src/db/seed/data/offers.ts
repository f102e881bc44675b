import type { offers } from '../../schema.js';
import type { CategoryKey } from './categories.js';

const DAY = 24 * 60 * 60 * 1000;

/** What a demo offer discounts: whole categories (by key) or products (by code). */
export type DemoOfferTargets = { categories: CategoryKey[] } | { products: string[] };

export type DemoOffer = Omit<typeof offers.$inferInsert, 'appliesTo'> & { targets: DemoOfferTargets };

/**
 * Offers dated around the seed time: four running now and one that starts in ten days. Each says
 * what it discounts in words the pricing applies: a percentage off each unit of its targets, the
 * first-order one only while the customer has no order. The ghee and compost offers started
 * yesterday, after the demo's packed order of ghee and compost (26 hours ago) that paid list price.
 */
export function demoOffers(now: Date): DemoOffer[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      title: 'Ghee Festival: 10% off goat milk ghee',
      translations: {
        ta: {
          title: 'நெய் திருவிழா: ஆட்டுப்பால் நெய்க்கு 10% தள்ளுபடி',
          description:
            'எங்க பிலோனா ஆட்டுப்பால் நெய் ஒவ்வொரு ஜாடிக்கும் பத்து சதவீதம் குறைவு. பண்டிகைக்கு முன்னாடியே வாங்கி வெச்சுக்கோங்க; நெய் ஒன்பது மாசம் வரைக்கும் கெடாது.',
        },
      },
      description:
        'Ten percent off every jar of our bilona goat milk ghee. Stock up for the festival season; the ghee keeps for nine months.',
      imageUrl: '/demo/offers/ghee-festival.webp',
      discountPercent: 10,
      startsAt: at(-1),
      endsAt: at(25),
      // The ghee jars, not the butter beside them in "Ghee & Butter".
      targets: { products: ['GH-250', 'GH-500', 'GH-1000'] },
    },
    {
      title: 'Soap Trio: 15% off goat milk soaps',
      translations: {
        ta: {
          title: 'மூணு சோப் ஆஃபர்: ஆட்டுப்பால் சோப்புக்கு 15% தள்ளுபடி',
          description:
            'முதல் சோப்புல இருந்தே எல்லா ஆட்டுப்பால் சோப்புக்கும் கிஃப்ட் பாக்ஸுக்கும் பதினைஞ்சு சதவீதம் குறைவு: குளியலறைக்கு, சமையலறைக்கு, விருந்தாளிக்குன்னு மூணு எடுத்துக்கோங்க. எங்க சொந்த பால்ல செஞ்சு ஆறு வாரம் பதப்படுத்தினது.',
        },
      },
      description:
        'Fifteen percent off every goat milk soap and the gift box, from the first bar: make it a trio for the bath, the kitchen and the guest room. Cured for six weeks, made with our own milk.',
      imageUrl: '/demo/offers/soap-trio.webp',
      discountPercent: 15,
      startsAt: at(-10),
      endsAt: at(20),
      // The soaps; the lotion and lip balm of the same category are no soaps.
      targets: {
        products: [
          'SP-NEEM',
          'SP-TURMERIC',
          'SP-HONEY',
          'SP-ROSE',
          'SP-CHARCOAL',
          'SP-SANDAL',
          'SP-ALOE',
          'SP-PLAIN',
          'SP-GIFT-4',
        ],
      },
    },
    {
      title: 'First order: 20% off fresh goat milk',
      translations: {
        ta: {
          title: 'முதல் ஆர்டர்: ஆட்டுப்பாலுக்கு 20% தள்ளுபடி',
          description:
            'ஆட்டுப்பால் இதுவரைக்கும் குடிச்சதில்லையா? எங்ககிட்ட உங்க முதல் ஆர்டர்ல ஆட்டுப்பாலுக்கு இருபது சதவீதம் குறைவு: 200 மி.லி. சோதனை பாட்டில், 500 மி.லி. இல்ல ஒரு லிட்டர். கோயம்புத்தூர், திருப்பூர், பொள்ளாச்சியில குளிர்ச்சியா டெலிவரி.',
        },
      },
      description:
        'New to goat milk? On your first order with us, our fresh goat milk is twenty percent off: the 200 ml trial bottle, 500 ml or a litre. Delivered chilled in Coimbatore, Tiruppur and Pollachi.',
      imageUrl: '/demo/offers/first-milk.webp',
      discountPercent: 20,
      firstOrderOnly: true,
      startsAt: at(-30),
      endsAt: at(60),
      targets: { products: ['GM-200', 'GM-500', 'GM-1000'] },
    },
    {
      title: 'Garden Season: 12% off vermicompost',
      translations: {
        ta: {
          title: 'தோட்டக் காலம்: மண்புழு உரத்துக்கு 12% தள்ளுபடி',
          description:
            'மழைக்கு முன்னாடியே பாத்தியை தயார் பண்ணுங்க: மண்புழு உரம், மக்கின ஆட்டு எரு, எரு உருண்டை, மண்புழு வடிநீர், எல்லா உரத்துக்கும் பன்னிரண்டு சதவீதம் குறைவு.',
        },
      },
      description:
        'Get your beds ready before the monsoon with twelve percent off all our manure and compost: vermicompost, aged goat manure, manure pellets and vermiwash.',
      imageUrl: '/demo/offers/garden-season.webp',
      discountPercent: 12,
      startsAt: at(-1),
      endsAt: at(40),
      targets: { categories: ['manure'] },
    },
    {
      title: 'Kidding season: 5% off young goats',
      translations: {
        ta: {
          title: 'குட்டி போடும் காலம்: இளம் ஆடுகளுக்கு 5% தள்ளுபடி',
          description:
            'குட்டி போடும் காலம் ஆரம்பிச்சதும் எங்க இளம் ஆடுகளுக்கு ஐந்து சதவீதம் குறைவு: போயர் கலப்பு குட்டிகளும், எட்டு முதல் பத்து மாச தலைச்சேரி பெட்டை ஆடுகளும்; தடுப்பூசி போட்டு, குடற்புழு நீக்கி, உடல்நல பதிவேட்டோட.',
        },
      },
      description:
        'When the kidding season opens, five percent off our young goats: the Boer cross kids and the Tellicherry does of eight to ten months, vaccinated, dewormed and sold with their health records.',
      imageUrl: '/demo/offers/kidding-season.webp',
      discountPercent: 5,
      startsAt: at(10),
      endsAt: at(45),
      targets: { products: ['LG-BOER-KID', 'LG-TELLI-DOE'] },
    },
  ];
}
