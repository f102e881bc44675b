import type { banners } from '../../schema.js';

type BannerRow = typeof banners.$inferInsert;

/** Three banners of each type; the pictures and videos are committed under apps/web/public/demo/banners. */
export const demoBanners: BannerRow[] = [
  {
    type: 'default',
    title: 'Fresh goat milk, milked at dawn and at your door by 8 am',
    translations: { ta: { title: 'விடியற்காலையில கறந்த ஆட்டுப்பால், காலை 8 மணிக்குள்ள உங்க வீட்டு வாசல்ல' } },
    mediaUrl: '/demo/banners/default-fresh-milk.webp',
    linkUrl: '/productDetailsPage?productCode=GM-500',
    position: 1,
  },
  {
    type: 'default',
    title: 'Bilona goat milk ghee, slow-cooked on a wood fire',
    translations: { ta: { title: 'விறகு அடுப்புல மெதுவா காய்ச்சின பிலோனா ஆட்டுப்பால் நெய்' } },
    mediaUrl: '/demo/banners/default-ghee.webp',
    linkUrl: '/productDetailsPage?productCode=GH-250',
    position: 2,
  },
  {
    type: 'default',
    title: 'Free delivery in Tamil Nadu on orders of ₹999 or more',
    translations: { ta: { title: '₹999-க்கு மேல வாங்கினா தமிழ்நாடு முழுக்க இலவச டெலிவரி' } },
    mediaUrl: '/demo/banners/default-free-delivery.webp',
    linkUrl: '/products',
    position: 3,
  },
  {
    type: 'image',
    title: 'Handmade goat milk soaps, cured for six weeks',
    translations: { ta: { title: 'கையால செஞ்சு, ஆறு வாரம் பதப்படுத்தின ஆட்டுப்பால் சோப்புகள்' } },
    mediaUrl: '/demo/banners/image-soaps.webp',
    linkUrl: '/productDetailsPage?productCode=SP-GIFT-4',
    position: 1,
  },
  {
    type: 'image',
    title: 'Healthy breeding goats from our herd',
    translations: { ta: { title: 'எங்க மந்தையில இருந்து ஆரோக்கியமான இனப்பெருக்க ஆடுகள்' } },
    mediaUrl: '/demo/banners/image-goats.webp',
    linkUrl: '/productDetailsPage?productCode=LG-TELLI-DOE',
    position: 2,
  },
  {
    type: 'image',
    title: 'Vermicompost for your kitchen garden',
    translations: { ta: { title: 'உங்க வீட்டுத் தோட்டத்துக்கு மண்புழு உரம்' } },
    mediaUrl: '/demo/banners/image-compost.webp',
    linkUrl: '/productDetailsPage?productCode=VC-5',
    position: 3,
  },
  {
    type: 'video',
    title: 'A morning with the herd',
    translations: { ta: { title: 'மந்தையோட ஒரு காலைப் பொழுது' } },
    mediaUrl: '/demo/banners/video-herd.mp4',
    linkUrl: '/about',
    position: 1,
  },
  {
    type: 'video',
    title: 'From goat milk to golden ghee',
    translations: { ta: { title: 'ஆட்டுப்பால்ல இருந்து பொன்னிற நெய் வரைக்கும்' } },
    mediaUrl: '/demo/banners/video-ghee.mp4',
    linkUrl: '/productDetailsPage?productCode=GH-250',
    position: 2,
  },
  {
    type: 'video',
    title: 'Fresh from our dairy every day',
    translations: { ta: { title: 'தினமும் எங்க பால் பண்ணையில இருந்து நேரா உங்களுக்கு' } },
    mediaUrl: '/demo/banners/video-dairy.mp4',
    linkUrl: '/products',
    position: 3,
  },
];
