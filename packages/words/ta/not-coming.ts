import type { ServerWords } from '../shapes.js';

/** Why a subscription's day is not coming, in Tamil (each within a `{#var#}`'s 30 characters). */
export const NOT_COMING: ServerWords['notComing'] = {
  BALANCE_TOO_LOW: 'வாலட்டில் பணம் போதாது',
  OUT_OF_STOCK: 'பொருள் ஸ்டாக் இல்லை',
  PRODUCT_UNAVAILABLE: 'பொருள் விற்பனையில் இல்லை',
  SLOT_FULL: 'டெலிவரி நேரம் நிரம்பியது',
  AREA_CLOSED: 'உங்கள் பகுதிக்கு டெலிவரி இல்லை',
};
