// What the sessions list says of a device: read once, when the session begins, with bowser.
import Bowser from 'bowser';

export interface DeviceDescription {
  /** "Desktop", "Mobile", "Tablet", "TV", "Bot" or "Unknown device". */
  device: string;
  /** "Chrome 131 on macOS", "Firefox 133 on Linux", "Unknown browser". */
  browser: string;
}

const DEVICE_NAMES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  tv: 'TV',
  bot: 'Bot',
};

export function describeUserAgent(userAgent: string): DeviceDescription {
  if (userAgent.trim() === '') return { device: 'Unknown device', browser: 'Unknown browser' };
  const parsed = Bowser.parse(userAgent);
  const device = DEVICE_NAMES[parsed.platform.type ?? ''] ?? 'Unknown device';
  const major = parsed.browser.version?.split('.')[0];
  const name = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  const browser = parsed.os.name ? `${name} on ${parsed.os.name}` : name;
  return { device, browser: browser.slice(0, 64) };
}
