// Draws the catalogue's product illustrations as small same-origin SVGs (480x480, no fonts, no rasters):
//   node tools/scripts/collar-images.mjs   -> apps/web/public/images/collars/<name>.svg
// Each collar is a band seen at a slight angle, in its own colours, with its hardware.
import fs from 'node:fs';
import path from 'node:path';

const COLLARS = {
  'ironbark-heritage-leather': { band: '#8b5a2b', edge: '#5e3b1a', width: 44, hardware: 'buckle', metal: '#c9a227', stitch: '#e8c9a0' },
  'cloudrest-padded-neoprene': {
    band: '#2f6f8f',
    edge: '#1d4c63',
    width: 44,
    hardware: 'clip',
    metal: '#3b3b3b',
    lining: '#9fd3e6',
    reflective: true,
  },
  'trailguard-reflective-martingale': {
    band: '#e4572e',
    edge: '#a63a1c',
    width: 34,
    hardware: 'martingale',
    metal: '#b8bec6',
    reflective: true,
  },
  'pawsome-basics-everyday-nylon': { band: '#3a7d44', edge: '#25552d', width: 28, hardware: 'clip', metal: '#2b2b2b' },
  'grit-and-grain-budget-leather': { band: '#5b3a29', edge: '#3d261a', width: 34, hardware: 'buckle', metal: '#b8bec6', stitch: '#c9a27a' },
  'sprout-puppy-starter': { band: '#e98fb0', edge: '#b8617f', width: 28, hardware: 'clip', metal: '#ffffff', lining: '#fbd3e2' },
  'bastion-premium-biothane': { band: '#1f3b73', edge: '#132650', width: 40, hardware: 'buckle', metal: '#d4d8de', gloss: true },
  'summit-wide-padded-leather': {
    band: '#3b2a20',
    edge: '#22170f',
    width: 50,
    hardware: 'buckle',
    metal: '#c9a227',
    lining: '#c8a27e',
    stitch: '#d9b88f',
  },
  'harbor-everyday-waterproof': { band: '#f2b134', edge: '#b9801a', width: 36, hardware: 'buckle', metal: '#b8bec6', gloss: true },
  'bravo-tactical-quick-release': { band: '#4b5320', edge: '#30361a', width: 52, hardware: 'tactical', metal: '#2b2b2b', reflective: true },
};

function hardware(c) {
  const ring = `<path d="M226 352a20 22 0 1 0 28 0" fill="none" stroke="${c.metal}" stroke-width="8" stroke-linecap="round"/>`;
  switch (c.hardware) {
    case 'buckle':
      return `<rect x="372" y="214" width="46" height="56" rx="8" fill="none" stroke="${c.metal}" stroke-width="9"/><path d="M395 222v40" stroke="${c.metal}" stroke-width="7" stroke-linecap="round"/>${ring}`;
    case 'clip':
      return `<rect x="364" y="216" width="64" height="50" rx="14" fill="${c.metal}" stroke="#00000033" stroke-width="3"/><path d="M380 241h32" stroke="#00000055" stroke-width="5" stroke-linecap="round"/>${ring}`;
    case 'tactical':
      return `<rect x="356" y="208" width="80" height="64" rx="10" fill="${c.metal}"/><path d="M372 240h48" stroke="#6b6b6b" stroke-width="6" stroke-linecap="round"/><path d="M196 120q44-40 88 0" fill="none" stroke="${c.edge}" stroke-width="18" stroke-linecap="round"/>${ring}`;
    case 'martingale':
      return `<path d="M206 352q34 50 68 0" fill="none" stroke="${c.band}" stroke-width="16"/><rect x="196" y="338" width="18" height="26" rx="4" fill="${c.metal}"/><rect x="266" y="338" width="18" height="26" rx="4" fill="${c.metal}"/><circle cx="240" cy="392" r="16" fill="none" stroke="${c.metal}" stroke-width="7"/>`;
    default:
      return ring;
  }
}

function svg(c) {
  const band = `<ellipse cx="240" cy="240" rx="150" ry="112" fill="none" stroke="${c.edge}" stroke-width="${c.width + 6}"/><ellipse cx="240" cy="240" rx="150" ry="112" fill="none" stroke="${c.band}" stroke-width="${c.width}"/>`;
  const extras = [
    c.lining &&
      `<ellipse cx="240" cy="240" rx="${150 - c.width / 2 + 5}" ry="${112 - c.width / 2 + 5}" fill="none" stroke="${c.lining}" stroke-width="9"/>`,
    c.reflective && `<ellipse cx="240" cy="240" rx="150" ry="112" fill="none" stroke="#e9edf2" stroke-width="5" stroke-dasharray="26 12"/>`,
    c.stitch &&
      `<ellipse cx="240" cy="240" rx="${150 + c.width / 2 - 7}" ry="${112 + c.width / 2 - 7}" fill="none" stroke="${c.stitch}" stroke-width="2" stroke-dasharray="7 6"/>`,
    c.gloss && `<path d="M128 190q40-62 124-66" fill="none" stroke="#ffffff66" stroke-width="8" stroke-linecap="round"/>`,
  ].filter(Boolean);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480"><rect width="480" height="480" fill="#f4f1ea"/><ellipse cx="240" cy="404" rx="170" ry="22" fill="#00000014"/>${band}${extras.join('')}${hardware(c)}</svg>\n`;
}

const out = path.resolve('apps/web/public/images/collars');
fs.mkdirSync(out, { recursive: true });
for (const [name, collar] of Object.entries(COLLARS)) {
  fs.writeFileSync(path.join(out, `${name}.svg`), svg(collar));
}
console.log(`${Object.keys(COLLARS).length} collar images written to ${out}`);
