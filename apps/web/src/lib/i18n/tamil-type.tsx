'use client';

// Only the Tamil subset, in the two weights the shop's type uses (400 body, 600 headings and buttons;
// 500 and 700 fall to them). Imported by nothing but the lazy component below, so English pages'
// CSS holds no Tamil @font-face.
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';

/** Brings Noto Sans Tamil's faces to a Tamil page (the [locale] layout renders it there only). */
export default function TamilType() {
  return null;
}
