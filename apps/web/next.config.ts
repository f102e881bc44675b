import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@farm/contract'],
  // `npm test` typechecks the whole repo; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
};

export default config;
