import type { banners } from '../../schema.js';

type BannerRow = typeof banners.$inferInsert;

/** Three banners of each type; the pictures and videos are committed under apps/web/public/demo/banners. */
export const demoBanners: BannerRow[] = [
  {
    type: 'default',
    title: 'Fresh goat milk, milked at dawn and at your door by 8 am',
    mediaUrl: '/demo/banners/default-fresh-milk.webp',
    linkUrl: '/productDetailsPage?productCode=GM-500',
    position: 1,
  },
  {
    type: 'default',
    title: 'Bilona goat milk ghee, slow-cooked on a wood fire',
    mediaUrl: '/demo/banners/default-ghee.webp',
    linkUrl: '/productDetailsPage?productCode=GH-250',
    position: 2,
  },
  {
    type: 'default',
    title: 'Free delivery in Tamil Nadu on orders of ₹999 or more',
    mediaUrl: '/demo/banners/default-free-delivery.webp',
    linkUrl: '/products',
    position: 3,
  },
  {
    type: 'image',
    title: 'Handmade goat milk soaps, cured for six weeks',
    mediaUrl: '/demo/banners/image-soaps.webp',
    linkUrl: '/productDetailsPage?productCode=SP-GIFT-4',
    position: 1,
  },
  {
    type: 'image',
    title: 'Healthy breeding goats from our herd',
    mediaUrl: '/demo/banners/image-goats.webp',
    linkUrl: '/productDetailsPage?productCode=LG-TELLI-DOE',
    position: 2,
  },
  {
    type: 'image',
    title: 'Vermicompost for your kitchen garden',
    mediaUrl: '/demo/banners/image-compost.webp',
    linkUrl: '/productDetailsPage?productCode=VC-5',
    position: 3,
  },
  {
    type: 'video',
    title: 'A morning with the herd',
    mediaUrl: '/demo/banners/video-herd.mp4',
    linkUrl: '/about',
    position: 1,
  },
  {
    type: 'video',
    title: 'From goat milk to golden ghee',
    mediaUrl: '/demo/banners/video-ghee.mp4',
    linkUrl: '/productDetailsPage?productCode=GH-250',
    position: 2,
  },
  {
    type: 'video',
    title: 'Fresh from our dairy every day',
    mediaUrl: '/demo/banners/video-dairy.mp4',
    linkUrl: '/products',
    position: 3,
  },
];
