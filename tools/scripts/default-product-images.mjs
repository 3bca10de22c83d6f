// The default image of a product without an uploaded photo: a calm, flat swatch of the collar in its own colours
// (a strap across a tinted disc, with its stitching, reflective strip and hardware), 480x480 same-origin SVG, no
// fonts, no rasters, a few hundred bytes each. `default.svg` (neutral) is for products with no palette here.
//   node tools/scripts/default-product-images.mjs   -> apps/web/public/images/collars/<name>.svg
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
  default: { band: '#b8ae9f', edge: '#8c8374', width: 40, hardware: 'buckle', metal: '#d9d4cb', stitch: '#efe9df' },
};

/** The buckle, clip or ring at the strap's right end (the strap runs from x=70 to x=390 around y=240). */
function hardware(c, half) {
  const h = half * 2 + 20;
  switch (c.hardware) {
    case 'clip':
    case 'tactical':
      return `<rect x="372" y="${240 - h / 2}" width="${c.hardware === 'tactical' ? 62 : 52}" height="${h}" rx="${c.hardware === 'tactical' ? 8 : 14}" fill="${c.metal}"/><path d="M386 240h${c.hardware === 'tactical' ? 34 : 24}" stroke="#00000040" stroke-width="5" stroke-linecap="round"/>`;
    case 'martingale':
      return `<circle cx="404" cy="240" r="${half + 8}" fill="none" stroke="${c.metal}" stroke-width="8"/>`;
    default:
      return `<rect x="378" y="${240 - h / 2}" width="40" height="${h}" rx="9" fill="none" stroke="${c.metal}" stroke-width="8"/><path d="M398 ${244 - h / 2}v${h - 8}" stroke="${c.metal}" stroke-width="6" stroke-linecap="round"/>`;
  }
}

function svg(c) {
  const half = Math.round(c.width * 0.8);
  const strap = [
    `<rect x="62" y="${240 - half + 5}" width="330" height="${half * 2}" rx="${half}" fill="${c.edge}"/>`,
    `<rect x="62" y="${240 - half}" width="330" height="${half * 2}" rx="${half}" fill="${c.band}"/>`,
    c.lining && `<rect x="62" y="${240 + half - 8}" width="330" height="8" rx="4" fill="${c.lining}"/>`,
    c.reflective && `<path d="M${62 + half} 240H380" stroke="#eef1f4" stroke-width="5" stroke-dasharray="22 10"/>`,
    c.stitch &&
      `<path d="M${62 + half} ${249 - half}H382M${62 + half} ${231 + half}H382" stroke="${c.stitch}" stroke-width="2" stroke-dasharray="7 6"/>`,
    c.gloss && `<path d="M${70 + half} ${246 - half}H300" stroke="#ffffff55" stroke-width="5" stroke-linecap="round"/>`,
    hardware(c, half),
  ].filter(Boolean);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">` +
    `<rect width="480" height="480" fill="#f3f0ea"/><circle cx="240" cy="240" r="172" fill="${c.band}" fill-opacity=".12"/>` +
    `<g transform="rotate(-14 240 240)">${strap.join('')}</g></svg>\n`
  );
}

const out = path.resolve('apps/web/public/images/collars');
fs.mkdirSync(out, { recursive: true });
for (const [name, collar] of Object.entries(COLLARS)) {
  fs.writeFileSync(path.join(out, `${name}.svg`), svg(collar));
}
console.log(`${Object.keys(COLLARS).length} default product images written to ${out}`);
