/**
 * The three video banners: 960 × 360, 6 s loops drawn frame by frame and encoded with ffmpeg
 * (H.264 MP4, no sound). Every motion is periodic over the clip, so the loop has no jump.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoProduct } from '../../src/db/seed/data/products.js';
import { drawProduct } from './pictures.js';
import { cloud, hills, kadaiOnFire, mountains, palm, steam, sun } from './scenes.js';
import { BRAND, FONT, linearGradient, place, svgDoc } from './svg.js';

const W = 960;
const H = 360;
const FPS = 20;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;

type Find = (code: string) => DemoProduct;
/** Draws the frame at loop position `t` (0 ≤ t < 1). */
type Frame = (t: number, find: Find) => string;

const TAU = Math.PI * 2;

const herd: Frame = (t, find) => {
  const span = W + 320;
  const goats = [
    { code: 'LG-TELLI-DOE', start: 0, y: 150, s: 0.3 },
    { code: 'LG-KANNI', start: 0.5, y: 165, s: 0.28 },
  ]
    .map((g) => {
      const x = W + 40 - ((((t + g.start) % 1) * span) % span);
      const bob = Math.abs(Math.sin((t * 12 + g.start) * Math.PI)) * 5;
      return place(drawProduct(find(g.code)), x, g.y - bob, g.s);
    })
    .join('');
  const drift = 24 * Math.sin(t * TAU);
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(820, 70, 34)}
${cloud(200 + drift, 60, 0.7)}${cloud(520 - drift, 40, 0.55)}
${mountains(W, 250)}${hills(W, H, 270)}${palm(90, 330, 0.7)}${palm(880, 335, 0.6)}${goats}`;
};

const ghee: Frame = (t, find) => {
  const glow = 0.25 + 0.1 * Math.sin(t * TAU * 3);
  return `<rect width="${W}" height="${H}" fill="#f6efe1"/><rect y="285" width="${W}" height="75" fill="#c89f6d"/>
<circle cx="330" cy="230" r="150" fill="#ffb74d" opacity="${glow.toFixed(2)}"/>
<g transform="translate(330 230) scale(0.7)">${kadaiOnFire(0, 0, (t * 6) % 1)}</g>
${steam(330, 170, (t * 2) % 1)}
${place(drawProduct(find('GM-1000')), 20, 60, 0.3)}
${place(drawProduct(find('GH-500')), 560, 40, 0.34)}${place(drawProduct(find('GH-250')), 720, 80, 0.3)}`;
};

const dairy: Frame = (t, find) => {
  const spacing = 150;
  // Three bottle spacings a loop; the labels follow the bottles, so the loop joins seamlessly.
  const travelled = t * spacing * 3;
  const steps = Math.floor(travelled / spacing);
  const shift = travelled - steps * spacing;
  const pattern = ['GM-500', 'GM-1000', 'BM-500'];
  const bottles = Array.from({ length: 8 }, (_, i) => {
    const code = pattern[(((i - steps) % 3) + 3) % 3] ?? 'GM-500';
    return place(drawProduct(find(code)), -160 + i * spacing + shift, 90, 0.26);
  }).join('');
  const rollers = Array.from({ length: 14 }, (_, i) => {
    const angle = (t * 360 * 6) % 360;
    return `<g transform="translate(${i * 72 + 20} 318) rotate(${angle})"><circle r="12" fill="#9aa5ab"/><rect x="-2" y="-12" width="4" height="24" fill="#6f7b80"/></g>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="#e3f0f1"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 130}" y="0" width="120" height="60" fill="#d3e6e8"/>`).join('')}
<rect x="620" y="70" width="300" height="56" rx="10" fill="${BRAND.teal}"/>
<text x="770" y="107" ${FONT} font-size="24" font-weight="bold" fill="${BRAND.gold}" text-anchor="middle">CHILLED TO 4 °C</text>
${bottles}
<rect x="0" y="300" width="${W}" height="20" fill="#4a5a60"/>${rollers}<rect x="0" y="330" width="${W}" height="30" fill="#37474f"/>`;
};

const clips: Record<string, Frame> = { 'video-herd': herd, 'video-ghee': ghee, 'video-dairy': dairy };

export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes <name>.mp4 and a <name>.webp poster (the first frame) for every clip into `outDir`. */
export async function renderVideos(outDir: string, find: Find): Promise<string[]> {
  const written: string[] = [];
  const defs = linearGradient('sky', ['#bfe3ef', '#f6f3e4']);
  for (const [name, frame] of Object.entries(clips)) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    try {
      for (let i = 0; i < FRAMES; i++) {
        const svg = svgDoc(W, H, frame(i / FRAMES, find), defs);
        await sharp(Buffer.from(svg))
          .png({ compressionLevel: 1 })
          .toFile(path.join(work, `f${String(i).padStart(3, '0')}.png`));
      }
      await sharp(path.join(work, 'f000.png'))
        .webp({ quality: 78 })
        .toFile(path.join(outDir, `${name}.webp`));
      const target = path.join(outDir, `${name}.mp4`);
      execFileSync(
        'ffmpeg',
        [
          ['-y', '-loglevel', 'error', '-framerate', String(FPS)],
          ['-i', path.join(work, 'f%03d.png')],
          ['-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'veryslow'],
          ['-tune', 'animation', '-crf', '30', '-movflags', '+faststart', '-an', target],
        ].flat(),
      );
      written.push(target, path.join(outDir, `${name}.webp`));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return written;
}
