import { isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts: the IPv4 address itself, but for IPv6 the /64 network.
 * Every home line and phone gets a whole /64, so counting single IPv6 addresses would let one
 * guesser rotate through 2^64 of them.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) only ever touches the low 64 bits.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((g) => Number.parseInt(g || '0', 16).toString(16));
  return `${network.join(':')}::/64`;
}
