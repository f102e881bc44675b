import type { INDIAN_STATES } from '@farm/contract';

type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The states and union territories in Tamil, for the Tamil route sheet: an address stores its state
 * under its English name (decision 0053), the sheet says it as the staff's screens do (the web's
 * `address.states`; `delivery-work-pdf.test.ts` holds the two lists equal).
 */
export const TAMIL_STATES: Readonly<Record<IndianState, string>> = {
  'Andhra Pradesh': 'ஆந்திரப் பிரதேசம்',
  'Arunachal Pradesh': 'அருணாச்சலப் பிரதேசம்',
  Assam: 'அசாம்',
  Bihar: 'பீகார்',
  Chhattisgarh: 'சத்தீஸ்கர்',
  Goa: 'கோவா',
  Gujarat: 'குஜராத்',
  Haryana: 'ஹரியானா',
  'Himachal Pradesh': 'இமாச்சலப் பிரதேசம்',
  Jharkhand: 'ஜார்க்கண்ட்',
  Karnataka: 'கர்நாடகா',
  Kerala: 'கேரளா',
  'Madhya Pradesh': 'மத்தியப் பிரதேசம்',
  Maharashtra: 'மகாராஷ்டிரா',
  Manipur: 'மணிப்பூர்',
  Meghalaya: 'மேகாலயா',
  Mizoram: 'மிசோரம்',
  Nagaland: 'நாகாலாந்து',
  Odisha: 'ஒடிசா',
  Punjab: 'பஞ்சாப்',
  Rajasthan: 'ராஜஸ்தான்',
  Sikkim: 'சிக்கிம்',
  'Tamil Nadu': 'தமிழ்நாடு',
  Telangana: 'தெலங்கானா',
  Tripura: 'திரிபுரா',
  'Uttar Pradesh': 'உத்தரப் பிரதேசம்',
  Uttarakhand: 'உத்தராகண்ட்',
  'West Bengal': 'மேற்கு வங்காளம்',
  'Andaman and Nicobar Islands': 'அந்தமான் நிக்கோபார் தீவுகள்',
  Chandigarh: 'சண்டிகர்',
  'Dadra and Nagar Haveli and Daman and Diu': 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ',
  Delhi: 'டெல்லி',
  'Jammu and Kashmir': 'ஜம்மு காஷ்மீர்',
  Ladakh: 'லடாக்',
  Lakshadweep: 'லட்சத்தீவு',
  Puducherry: 'புதுச்சேரி',
};

/** A stored state in Tamil; a name outside the list prints as it was stored. */
export function tamilState(state: string): string {
  return Object.hasOwn(TAMIL_STATES, state) ? TAMIL_STATES[state as IndianState] : state;
}
