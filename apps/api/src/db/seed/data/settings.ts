import type { shopSettings } from '../../schema.js';
import { demoSettingsTamil } from './settings-tamil.js';

/** The demo farm's identity; staff replace all of it in the admin's settings screen. */
export const demoSettings: typeof shopSettings.$inferInsert = {
  id: 1,
  farmName: 'Anamalai Goat Farm',
  tagline: 'Fresh goat milk and farm goodness from the Pollachi countryside',
  about: [
    'Anamalai Goat Farm is a family farm on eight acres of coconut groves and fodder plots at the foot of the Anamalai hills, near Pollachi. We keep about 120 goats of Tellicherry, Kanni Aadu, Salem Black and Kodi Aadu breeds, grazing by day and sheltered at night in raised, airy sheds.',
    'Every morning the milk is drawn by hand at five, filtered and chilled within the hour, and turned into fresh milk, curd, paneer, ghee, cheese and soap in our small dairy. Nothing is bought in and relabelled: what you order is what our goats gave.',
    'The manure goes back to the land as vermicompost, the fodder grows without chemical fertiliser, and our kids are raised for farmers who want healthy breeding stock. Visitors are welcome on Sundays from 7 to 11 am: call ahead and come see the herd.',
  ].join('\n\n'),
  addressLine1: '4/112, Thottam Salai, Zamin Uthukuli',
  addressLine2: 'Anaimalai Road, Coimbatore District',
  city: 'Pollachi',
  state: 'Tamil Nadu',
  pincode: '642004',
  phone: '+919443012345',
  careEmail: 'care@anamalaigoatfarm.in',
  socialLinks: {
    facebook: 'https://www.facebook.com/anamalaigoatfarm',
    instagram: 'https://www.instagram.com/anamalaigoatfarm',
    youtube: 'https://www.youtube.com/@anamalaigoatfarm',
    whatsapp: 'https://wa.me/919443012345',
  },
  privacyPolicy: [
    'Anamalai Goat Farm ("we") collects only what we need to take and deliver your orders: your name, mobile number, e-mail address if you give one, delivery addresses and your order history. Passwords are stored only as secure one-way hashes; we never see or store them in readable form.',
    'We use your mobile number to sign you in, to send one-time codes, order updates and back-in-stock alerts you asked for. We do not send marketing messages without your consent and we never sell or rent your details to anyone.',
    'Your details are shared only with the delivery partner carrying your order (name, phone and address) and with authorities when the law requires it. Cash on delivery payments are collected by our own delivery staff or the courier.',
    'The shop uses cookies only to keep you signed in and to remember your cart; there are no advertising or tracking cookies.',
    'You can see and correct your profile and addresses at any time under My Account. To delete your account and personal data, write to care@anamalaigoatfarm.in from your registered e-mail or call us; we complete the request within 30 days, keeping only the invoices the tax law requires us to keep.',
  ].join('\n\n'),
  termsAndConditions: [
    'These terms apply to every purchase from Anamalai Goat Farm through this website. By placing an order you agree to them.',
    'Prices are in Indian Rupees and include GST. Product pictures are illustrations; the colour and shape of natural products such as soaps, cheeses and live animals vary from batch to batch and animal to animal.',
    'An order is confirmed when we call or message you to confirm it. We may cancel an order if a product turns out to be unavailable, if the address is outside our delivery area or if we cannot reach you; you are not charged for a cancelled order.',
    'Fresh dairy products are perishable: please be available to receive them and refrigerate them immediately. Live goats are sold after a personal inspection at the farm or a video call; the sale is final once the animal is handed over with its health records.',
    'Reviews you post must be your own honest experience and must not contain abusive or unlawful content; we may hide reviews that do. Any dispute is subject to the jurisdiction of the courts at Coimbatore, Tamil Nadu.',
  ].join('\n\n'),
  shippingPolicy: [
    'We deliver within Tamil Nadu. Fresh milk, curd, buttermilk, paneer and cheese are delivered only to Coimbatore, Tiruppur, Pollachi, Udumalaipettai and Palladam, on the morning of dispatch, in insulated boxes with ice packs so that the cold chain is never broken between our chiller and your door.',
    'Ghee, soaps, milk powder, sweets and manure are shipped by courier anywhere in Tamil Nadu and usually arrive in 2 to 4 working days. You receive an SMS when your order is shipped.',
    'Delivery costs ₹40 per order and is free for orders of ₹999 or more.',
    'Live goats are delivered by our own vehicle within 150 km of the farm at a transport charge we quote before confirming, or can be collected from the farm. Animals travel in a ventilated vehicle with water and fodder, early in the morning to avoid the heat.',
    'If you are not at home for a fresh dairy delivery we will call you; perishable items that cannot be delivered are not re-sent and are treated as delivered.',
  ].join('\n\n'),
  refundPolicy: [
    'If a product reaches you damaged, leaking, spoiled or different from what you ordered, tell us within 24 hours of delivery for fresh dairy and within 7 days for other products, with a photo. We will replace it in the next delivery or refund it in full.',
    'Fresh dairy products cannot be returned for change of mind, as they are perishable. Unopened soaps, ghee, milk powder and manure can be returned within 7 days; we refund the product price once the item reaches the farm.',
    'Orders can be cancelled free of charge until they are shipped, from My Account or by calling us.',
    'For cash on delivery orders, refunds are paid by UPI or bank transfer to an account you name, within 5 working days of approval. Live goats cannot be returned once handed over, but if an animal falls sick within 7 days of delivery our veterinarian will examine it at no cost.',
  ].join('\n\n'),
  deliveryFee: 4000,
  freeDeliveryThreshold: 99900,
  // GST and food licence. Demo numbers, nobody's: the GSTIN is Tamil Nadu's state code 33, a
  // made-up PAN (DEMFA0000D: F for a firm or LLP), entity 1, Z and its check character; the
  // FSSAI number only has the 14 digits a state licence has.
  legalName: 'Anamalai Goat Farm LLP',
  gstin: '33DEMFA0000D1Z6',
  fssaiNumber: '12424000000000',
  invoicePrefix: 'AGF',
  translations: { ta: demoSettingsTamil },
};
