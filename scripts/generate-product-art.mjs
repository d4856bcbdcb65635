// Draws the product artwork in public/images/products/ from the demo catalog.
//
//   npx tsx scripts/generate-product-art.mjs
//
// tsx is needed only because the catalog is TypeScript (src/server/db/seed/demo-catalog.ts); the
// script itself is plain Node ESM without dependencies. The catalog stays the single source: each
// picture is derived from the product's category, tags, name and variants (hair shade, texture,
// packaging colour), so re-running after a catalog edit keeps data and pictures in step.
// Output: one SVG per image URL in the catalog (800×800, no text, no external references,
// each under 6 kB), written deterministically so re-runs produce no diff.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CATALOG } from '../src/server/db/seed/demo-catalog.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public/images/products');
const r = Math.round;

// ——— Palette ———————————————————————————————————————————————————————————————
// Hair shades as [root, body, highlight]; ombres fade from 1B at the root to the tip colour.
const HAIR = {
  1: ['#121010', '#24201d', '#4a423c'],
  '1b': ['#1f1916', '#362b25', '#6a5547'],
  2: ['#2c1d15', '#4b3224', '#7f5a43'],
  4: ['#43291b', '#6a4630', '#a07356'],
  27: ['#8a5a2b', '#c08a4e', '#e7c08a'],
  30: ['#5e3018', '#9a5a33', '#cf8a5a'],
  613: ['#c9b283', '#e6d5ac', '#faf1d9'],
  '99j': ['#3a0f19', '#68212f', '#9c4453'],
  grey: ['#7b766f', '#a8a29a', '#d8d3cc'],
};
const OMBRE_TIPS = { o30: '30', o27: '27', o613: '613', oburg: '99j', ogrey: 'grey' };

// Packaging and object colours: the brand's warm neutrals, its clay accent, and a few natural
// tints (amber glass, sage) that read as ingredients rather than as extra brand colours.
const PACK = {
  clay: ['#9e5239', '#b5654a', '#d99a7e'],
  cream: ['#d9cbb7', '#efe6d8', '#fffaf2'],
  ink: ['#1c1815', '#2b2520', '#5b4f45'],
  amber: ['#7d4a1c', '#b27434', '#e3b477'],
  sage: ['#5f6b55', '#8a977b', '#c3ccb5'],
  sand: ['#bba78f', '#d8c8b3', '#f1e8dc'],
  taupe: ['#4e453d', '#6f6459', '#a39686'],
  gold: ['#9a7434', '#c9a15a', '#f0d89c'],
  blush: ['#c7968a', '#e4bdb2', '#f6e2dc'],
};

const BACKGROUND = {
  'human-hair': ['#f8f3ec', '#ecdfd0'],
  'synthetic-hair': ['#f9f0ea', '#efdccf'],
  'salon-essentials': ['#f8f5ef', '#e8e0d3'],
};

// ——— Reading the product ————————————————————————————————————————————————
function shadeOf(text) {
  const t = ` ${text.toLowerCase()} `;
  const rules = [
    [/1b\/30/, 'o30'],
    [/1b\/27/, 'o27'],
    [/1b\/613/, 'o613'],
    [/1b\/burgundy/, 'oburg'],
    [/1b\/grey/, 'ogrey'],
    [/613|platinum/, '613'],
    [/ 27 |honey/, '27'],
    [/ 30 |auburn/, '30'],
    [/99j|burgundy/, '99j'],
    [/ 2 |dark brown/, '2'],
    [/ 4 |medium brown/, '4'],
    [/ 1 |jet black/, '1'],
    [/1b|natural black/, '1b'],
  ];
  for (const [re, key] of rules) if (re.test(t)) return key;
  return null;
}

/** The product's main shade: the name wins, then the first variant, then the tags. */
function mainShade(p) {
  return (
    shadeOf(p.name) ??
    shadeOf(p.variant_detail[0]?.name ?? '') ??
    shadeOf(p.tags.join(' , ')) ??
    '1b'
  );
}

function variantShades(p) {
  const seen = [];
  for (const v of p.variant_detail) {
    const s = shadeOf(v.name);
    if (s && !seen.includes(s)) seen.push(s);
  }
  return seen;
}

function textureOf(p) {
  const t = `${p.name} ${p.tags.join(' ')}`.toLowerCase();
  if (/kinky curly|afro|spring/.test(t)) return 'coily';
  if (/deep wave/.test(t)) return 'deep';
  if (/water wave/.test(t)) return 'water';
  if (/body wave/.test(t)) return 'body';
  if (/boho|loose curl|curly/.test(t)) return 'loose';
  if (/kinky straight|yaki|kinky twist/.test(t)) return 'yaki';
  return 'straight';
}

// amp: sideways swing of a strand, half: half a wavelength in px.
const TEXTURE = {
  straight: { amp: 0, half: 0 },
  yaki: { amp: 2.5, half: 16 },
  body: { amp: 20, half: 72 },
  loose: { amp: 16, half: 44 },
  water: { amp: 12, half: 36 },
  deep: { amp: 11, half: 24 },
  coily: { amp: 8, half: 12 },
};

function packColour(p) {
  const t =
    `${p.name} ${p.tags.join(' ')} ${p.variant_detail.map((v) => v.name).join(' ')}`.toLowerCase();
  if (/argan|remover/.test(t)) return 'amber';
  if (/rosemary|tea tree|scalp protector/.test(t)) return 'sage';
  if (/shea|coconut|shampoo|tape/.test(t)) return 'cream';
  if (/edge control|carbon|ceramic|hot comb|latch|black/.test(t)) return 'ink';
  if (/mousse|glue|bonnet|sand/.test(t)) return 'clay';
  if (/gold|cuff/.test(t)) return 'gold';
  if (/silk|pillow|scarf/.test(t)) return 'blush';
  if (/canvas|block|boar/.test(t)) return 'sand';
  return 'taupe';
}

/** Stable pseudo-random numbers per product, so re-runs are byte-identical. */
function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

// ——— SVG building blocks ————————————————————————————————————————————————
let gid = 0;
/** Definitions collected while drawing one image (gradients, strand prototypes, patterns). */
let DEFS = [];
let GRADS = new Map();
function grad(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
  const key = JSON.stringify([stops, x1, y1, x2, y2, user]);
  const known = GRADS.get(key);
  if (known) return known;
  const id = `g${gid++}`;
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  // Leading zeros and default attributes are dropped: a few hundred bytes per image add up on a grid.
  const num = (v) => String(v).replace(/^0\./, '.');
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${num(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${num(op)}"`}/>`,
    )
    .join('');
  const attrs = [
    x1 ? ` x1="${x1}"` : '',
    y1 ? ` y1="${y1}"` : '',
    ` x2="${x2}"`,
    ` y2="${y2}"`,
  ].join('');
  const def = `<linearGradient id="${id}"${attrs}${units}>${s}</linearGradient>`;
  DEFS.push(def);
  const made = { id, url: `url(#${id})` };
  GRADS.set(key, made);
  return made;
}

/** A vertical hair gradient across y0..y1 in user space, root → ends, with a soft shine band. */
function hairGrad(shade, y0, y1, fade = false) {
  const tip = OMBRE_TIPS[shade];
  const [root, body, hi] = HAIR[tip ? '1b' : shade];
  // Fading the last stretch to transparent lets every strand end in a soft, thinning tip.
  const end = (c) =>
    fade
      ? [
          [0.82, c],
          [1, c, 0],
        ]
      : [[1, c]];
  if (tip) {
    const [, tb, th] = HAIR[tip];
    return grad([[0, root], [0.3, body], [0.62, tb], ...end(th)], { y1: y0, y2: y1, user: true });
  }
  return grad([[0, root], [0.28, body], [0.42, hi], [0.58, body], ...end(body)], {
    y1: y0,
    y2: y1,
    user: true,
  });
}
const hairTone = (shade, i) => HAIR[OMBRE_TIPS[shade] ?? shade][i];

/** One hanging strand from (x, y): `len` long, drifting `dx` sideways, in the given texture. */
function strand(x, y, len, dx, tex, flip = 1) {
  const { amp, half } = TEXTURE[tex];
  if (!amp) return `M${r(x)} ${r(y)}q${r(dx / 2 + 8 * flip)} ${r(len / 2)} ${r(dx)} ${r(len)}`;
  const n = Math.max(1, Math.round(len / half));
  const step = dx / n;
  return `M${r(x)} ${r(y)}q${r(step / 2 + 2 * amp * flip)} ${r(half / 2)} ${r(step)} ${half}${`t${r(step)} ${half}`.repeat(n - 1)}`;
}

/**
 * A curtain of hair hanging from a line. Each layer is one strand drawn once in <defs> and reused
 * with <use>: wide, short strokes give the hair a solid body, narrower and longer ones on top make
 * the ends taper like real hair, and a few fine light strands add shine. Reuse keeps files small
 * even for tight curls. Strand gradients run in the strand's own coordinates (root at y=0), so an
 * ombre fades along every strand whatever its position.
 */
function curtain({ x0, x1, y, len, spread = 0, tex, shade, rand, count = 9 }) {
  const gap = (x1 - x0) / Math.max(1, count - 1);
  const paint = (k) => hairGrad(shade, 0, r(len * k), true).url;
  // Body first, then ever finer and longer strands: the ends thin out into wisps.
  const layers = [
    {
      k: 0.78,
      w: Math.max(18, gap * 2, ((2 * Math.abs(spread)) / Math.max(1, count - 1)) * 1.1),
      n: count,
      paint: paint(0.78),
    },
    { k: 0.9, w: Math.max(8, gap * 0.9), n: count, paint: paint(0.9) },
    { k: 1, w: 3, n: count + 3, paint: paint(1) },
    { k: 0.95, w: 1.6, n: Math.ceil(count / 3), paint: hairTone(shade, 2), o: 0.5 },
  ];
  let out = '';
  for (const L of layers) {
    const id = proto(strand(0, 0, len * L.k, 0, tex));
    let uses = '';
    for (let i = 0; i < L.n; i++) {
      const f = L.n === 1 ? 0.5 : i / (L.n - 1);
      const x = r(x0 + (x1 - x0) * f + (rand() - 0.5) * gap * 0.4);
      const dy = r(y + rand() * len * 0.04);
      const rot = spread ? -r((Math.atan((spread * (f - 0.5) * 2) / len) * 180) / Math.PI) : 0;
      uses += rot
        ? `<use href="#${id}" transform="translate(${x} ${dy})rotate(${rot})"/>`
        : `<use href="#${id}" x="${x}" y="${dy}"/>`;
    }
    out += `<g stroke="${L.paint}" stroke-width="${r(L.w)}"${L.o ? ` opacity="${L.o}"` : ''}>${uses}</g>`;
  }
  return `<g fill="none" stroke-linecap="round">${out}</g>`;
}

/** Registers a strand path once per image and returns its id, so repeated shapes cost one <use>. */
let PROTOS = new Map();
function proto(d) {
  let id = PROTOS.get(d);
  if (!id) {
    id = `s${PROTOS.size}`;
    PROTOS.set(d, id);
    DEFS.push(`<path id="${id}" d="${d}"/>`);
  }
  return id;
}

function frame(p, body) {
  const [top, bottom] = BACKGROUND[p.family];
  const bg = grad([
    [0, top],
    [1, bottom],
  ]);
  const halo = `<radialGradient id="h" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs>${halo}${DEFS.join('')}</defs>` +
    `<rect width="800" height="800" fill="${bg.url}"/><circle cx="400" cy="380" r="330" fill="url(#h)"/>` +
    `<ellipse cx="400" cy="700" rx="210" ry="20" fill="#2b2520" opacity=".07"/>` +
    body +
    `</svg>`
  );
}

// ——— Hair illustrations —————————————————————————————————————————————————
function bundle(p, shade, rand) {
  const weft = grad([
    [0, hairTone(shade, 0)],
    [1, hairTone(shade, 1)],
  ]);
  return (
    curtain({ x0: 262, x1: 538, y: 200, len: 480, spread: 50, tex: textureOf(p), shade, rand }) +
    `<rect x="236" y="172" width="328" height="42" rx="14" fill="${weft.url}"/>` +
    `<path d="M252 193h296" stroke="${hairTone(shade, 2)}" stroke-width="2" stroke-dasharray="7 6" opacity=".7"/>`
  );
}

/** Lace as a soft translucent panel with a fine diagonal mesh. */
function lace(d) {
  DEFS.push(
    `<pattern id="m" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0h8M0 0v8" stroke="#a88d74" stroke-width=".7" opacity=".55"/></pattern>`,
  );
  return `<path d="${d}" fill="#f2e3d1"/><path d="${d}" fill="url(#m)"/><path d="${d}" fill="none" stroke="#dcc4aa" stroke-width="2"/>`;
}

/**
 * Closures are a square of lace, frontals a wide ear-to-ear band; a band of bare lace shows in
 * front of the hairline, and the hair falls to both sides of a middle part.
 */
function laceUnit(p, shade, rand) {
  const tex = textureOf(p);
  const frontal = p.category === 'frontals';
  const g = hairGrad(shade, 150, 330);
  const panel = frontal
    ? 'M160 330C170 190 290 130 400 130S630 190 640 330H590C580 230 500 188 400 188S220 230 210 330Z'
    : 'M262 150h276a24 24 0 0 1 24 24v156H238V174a24 24 0 0 1 24-24Z';
  const crown = frontal
    ? 'M196 340C204 222 300 162 400 162S596 222 604 340C560 300 470 280 400 280S240 300 196 340Z'
    : 'M266 340V200c0-14 10-24 24-24h220c14 0 24 10 24 24V340Z';
  const side = frontal ? 205 : 135;
  // Tight textures cost more bytes per strand, so they get fewer (still solid) strands.
  const count = tex === 'coily' || tex === 'deep' ? 5 : 6;
  return (
    lace(panel) +
    curtain({ x0: 400 - side, x1: 396, y: 250, len: 440, spread: 60, tex, shade, rand, count }) +
    curtain({ x0: 404, x1: 400 + side, y: 250, len: 440, spread: 60, tex, shade, rand, count }) +
    `<path d="${crown}" fill="${g.url}"/>` +
    `<path d="M400 ${frontal ? 166 : 180}V300" stroke="#ead2b8" stroke-width="4" stroke-linecap="round"/>`
  );
}

function mannequin() {
  const skin = grad([
    [0, '#e4d5c4'],
    [1, '#cdb9a3'],
  ]);
  return {
    shoulders: `<path d="M214 780C218 650 296 604 352 590C366 560 368 520 366 450H434C432 520 434 560 448 590C504 604 582 650 586 780Z" fill="${skin.url}"/>`,
    face: `<ellipse cx="400" cy="334" rx="102" ry="136" fill="${skin.url}"/>`,
  };
}

/** A round, soft cloud of coils: afros and afro puffs. */
function coilCloud(cx, cy, rad, shade, rand) {
  const g = hairGrad(shade, cy - rad - 50, cy + rad + 50);
  let bumps = `<circle cx="${cx}" cy="${cy}" r="${rad}"/>`;
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    bumps += `<circle cx="${r(cx + Math.cos(a) * rad * 0.86)}" cy="${r(cy + Math.sin(a) * rad * 0.86)}" r="${r(rad * 0.26 + rand() * 10)}"/>`;
  }
  let curls = '';
  for (let i = 0; i < 70; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * rad * 1.02;
    curls += `M${r(cx + Math.cos(a) * d)} ${r(cy + Math.sin(a) * d)}a6 6 0 1 ${i % 2} 9 5`;
  }
  return `<g fill="${g.url}">${bumps}</g><path d="${curls}" fill="none" stroke="${hairTone(shade, 2)}" stroke-width="3" opacity=".4"/>`;
}

function wig(p, shade, rand) {
  const tex = textureOf(p);
  const t = `${p.name} ${p.tags.join(' ')}`.toLowerCase();
  const m = mannequin();
  if (tex === 'coily' && /afro/.test(t)) {
    return (
      m.shoulders +
      coilCloud(400, 320, 200, shade, rand) +
      `<ellipse cx="400" cy="384" rx="92" ry="104" fill="#dccbb8"/>`
    );
  }
  const g = hairGrad(shade, 170, 400);
  const braids = /braid/.test(t);
  const bob = /bob|pixie/.test(t);
  const pixie = /pixie/.test(t);
  const len = pixie ? 170 : bob ? 290 : /headband/.test(t) ? 430 : 500;
  const hair = braids
    ? braidFall(shade)
    : curtain({
        x0: 286,
        x1: 514,
        y: 230,
        len,
        spread: bob ? 40 : tex === 'straight' ? 90 : 150,
        tex,
        shade,
        rand,
        count: tex === 'straight' ? 7 : 6,
      });
  const crown = `<path d="M286 350C278 236 330 178 400 178S522 236 514 350C494 266 454 228 400 224C346 228 306 266 286 350Z" fill="${g.url}"/>`;
  const part = pixie
    ? `<path d="M300 300C340 230 420 220 500 250C450 236 380 246 300 300Z" fill="${hairTone(shade, 1)}"/>`
    : `<path d="M400 184Q396 205 400 226" stroke="${hairTone(shade, 2)}" stroke-width="3" fill="none" opacity=".6"/>`;
  const band = /headband/.test(t)
    ? `<path d="M296 268C330 212 470 212 504 268" stroke="#b5654a" stroke-width="16" fill="none" stroke-linecap="round"/>`
    : '';
  // Front locks fall over the shoulders, in front of the neck, as a styled wig would.
  const front =
    braids || pixie
      ? ''
      : curtain({ x0: 290, x1: 322, y: 300, len, spread: 20, tex, shade, rand, count: 2 }) +
        curtain({ x0: 478, x1: 510, y: 300, len, spread: 20, tex, shade, rand, count: 2 });
  return hair + m.shoulders + m.face + front + crown + part + band;
}

/** Braids: a rope drawn as a thick stroke with dashed overlays that read as plaited sections. */
function braidPath(d, shade, w = 18) {
  return (
    `<path d="${d}" stroke="${hairTone(shade, 1)}" stroke-width="${w}"/>` +
    `<path d="${d}" stroke="${hairTone(shade, 0)}" stroke-width="${w}" stroke-dasharray="3 ${r(w / 2)}" opacity=".8"/>` +
    `<path d="${d}" stroke="${hairTone(shade, 2)}" stroke-width="${r(w / 3)}" stroke-dasharray="${r(w / 3)} ${r(w / 3)}" opacity=".55"/>`
  );
}
function braidFall(shade) {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const x = 292 + i * 20;
    d += strand(x, 236, 470 + ((i * 37) % 50), (i - 5.5) * 20, 'straight');
  }
  return `<g fill="none" stroke-linecap="round">${braidPath(d, shade)}</g>`;
}

/** Two strands wound around each other: twists, and (tighter) the look of a plait. */
function rope(len, shade, { w = 12, amp = 6, half = 14 } = {}) {
  const id = `r${gid++}`;
  const tight = { amp, half };
  TEXTURE[id] = tight;
  const a = strand(0, 0, len, 0, id, 1);
  const b = strand(0, 0, len, 0, id, -1);
  delete TEXTURE[id];
  DEFS.push(
    `<g id="${id}"><path d="${a}" stroke="${hairTone(shade, 1)}"/><path d="${b}" stroke="${hairTone(shade, 0)}"/><path d="${a}" stroke="${hairTone(shade, 2)}" stroke-width="${r(w / 4)}" opacity=".45"/></g>`,
  );
  return { id, w };
}

function ponytail(p, shade, rand) {
  const tex = textureOf(p);
  const t = `${p.name} ${p.tags.join(' ')}`.toLowerCase();
  const cord =
    `<path d="M372 600q-18 46 0 84M428 600q18 46 0 84" stroke="#2b2520" stroke-width="3" fill="none"/>` +
    `<circle cx="372" cy="688" r="9" fill="#b5654a"/><circle cx="428" cy="688" r="9" fill="#b5654a"/>`;
  if (/afro puff/.test(t)) return coilCloud(400, 390, 180, shade, rand) + cord;
  const g = hairGrad(shade, 140, 240);
  const hair = /braid/.test(t)
    ? `<g fill="none" stroke-linecap="round">${braidPath('M400 220c-40 120 50 250-10 470', shade, 64)}</g>`
    : curtain({ x0: 362, x1: 438, y: 214, len: 480, spread: 80, tex, shade, rand, count: 8 });
  const gather = `<path d="M356 150C356 116 444 116 444 150L432 236H368Z" fill="${g.url}"/>`;
  if (/claw/.test(t)) {
    return (
      hair +
      gather +
      `<path d="M326 152c22-50 126-50 148 0l-14 20c-30-22-90-22-120 0Z" fill="#8a5a3c"/>` +
      `<path d="M344 164l-8 48M372 154l-4 58M400 152v60M428 154l4 58M456 164l8 48" stroke="#6e4430" stroke-width="13" stroke-linecap="round"/>`
    );
  }
  const wrap = `<rect x="360" y="204" width="80" height="36" rx="13" fill="${hairTone(shade, 0)}"/><path d="M364 221h72" stroke="${hairTone(shade, 2)}" stroke-width="2" opacity=".6"/>`;
  return hair + gather + wrap;
}

function clipIns(p, shade, rand) {
  const tex = textureOf(p);
  const fringe = /fringe|bangs/.test(p.name.toLowerCase());
  const wefts = fringe
    ? [[240, 560, 270, 250]]
    : [
        [190, 430, 170, 420],
        [370, 610, 240, 420],
        [250, 500, 320, 420],
      ];
  // One snap clip, drawn once and placed along every weft.
  DEFS.push(
    `<g id="c"><rect x="-14" y="-8" width="28" height="32" rx="8" fill="#e4dfd8" stroke="#a39a8f" stroke-width="2"/><path d="M-7 3h14" stroke="#8c8378" stroke-width="3"/></g>`,
  );
  let body = '';
  for (const [x0, x1, y, len] of wefts) {
    body += curtain({ x0: x0 + 14, x1: x1 - 14, y: y + 12, len, tex, shade, rand, count: 6 });
    body += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="24" rx="9" fill="${hairTone(shade, 0)}"/>`;
    const n = Math.max(2, Math.round((x1 - x0) / 80));
    for (let i = 0; i < n; i++)
      body += `<use href="#c" x="${r(x0 + ((i + 0.5) * (x1 - x0)) / n)}" y="${y}"/>`;
  }
  return body;
}

/** Braiding hair: packs folded over on themselves, with a plain band where a label would be. */
function braidPacks(p, shade, rand) {
  const t = `${p.name} ${p.tags.join(' ')}`.toLowerCase();
  const others = variantShades(p).filter((s) => s !== shade);
  const shades = [others[0] ?? shade, shade, others[1] ?? others[0] ?? shade];
  const curlEnds = /french curl|boho/.test(t);
  const matte = /kinky twist|marley/.test(t);
  let body = '';
  const spots = [
    [270, -9],
    [530, 9],
    [400, 0],
  ];
  shades.forEach((s, i) => {
    const [cx, rot] = spots[i];
    const g = hairGrad(s, 150, 690);
    let ds = '';
    for (let k = 0; k < 11; k++) {
      const x = cx - 50 + k * 10;
      const endLen = (curlEnds ? 320 : 480) + rand() * 40 - (k % 2) * 20;
      ds += strand(x, 170, endLen, (k - 5) * 4, 'straight', k % 2 ? 1 : -1);
    }
    let curls = '';
    if (curlEnds) {
      let tips = '';
      for (let k = 0; k < 8; k++)
        tips += strand(
          cx - 48 + k * 14,
          470 + rand() * 20,
          170 + rand() * 40,
          (k - 4) * 10,
          'loose',
          k % 2 ? 1 : -1,
        );
      curls = `<path d="${tips}" stroke="${g.url}" stroke-width="10"/>`;
    }
    body +=
      `<g transform="rotate(${rot} ${cx} 400)" fill="none" stroke-linecap="round">` +
      `<path d="M${cx - 60} 180C${cx - 60} 110 ${cx + 60} 110 ${cx + 60} 180" stroke="${g.url}" stroke-width="30"/>` +
      `<path d="${ds}" stroke="${g.url}" stroke-width="${matte ? 17 : 15}"/>` +
      curls +
      `<path d="${ds}" stroke="${hairTone(s, 2)}" stroke-width="${matte ? 8 : 2}"${matte ? ' stroke-dasharray="1 6"' : ''} opacity=".35"/>` +
      `<rect x="${cx - 74}" y="250" width="148" height="70" rx="10" fill="${i === 2 ? '#b5654a' : '#f4ece1'}"/>` +
      `<rect x="${cx - 58}" y="272" width="60" height="6" rx="3" fill="${i === 2 ? '#f4ece1' : '#b5654a'}" opacity=".8"/>` +
      `</g>`;
  });
  return body;
}

/** Crochet hair: pre-looped pieces hanging from a rod, the loop of each piece visible on top. */
function crochet(p, shade, rand) {
  const t = `${p.name} ${p.tags.join(' ')}`.toLowerCase();
  const short = /spring/.test(t);
  const n = 8;
  let body = `<path d="M196 180h408" stroke="#8a6a4f" stroke-width="12" stroke-linecap="round"/>`;
  let loops = '';
  for (let i = 0; i < n; i++) loops += `M${226 + i * 50} 214a12 16 0 1 1 20 0`;
  body += `<path d="${loops}" stroke="${hairTone(shade, 1)}" stroke-width="8" fill="none"/>`;
  const len = short ? 300 : 450;
  let piece;
  if (/twist|box braid/.test(t)) {
    const braid = /box braid/.test(t);
    piece = rope(
      len,
      shade,
      braid
        ? { w: 13, amp: 6, half: 11 }
        : short
          ? { w: 12, amp: 7, half: 12 }
          : { w: 13, amp: 6, half: 18 },
    );
  } else if (/locs/.test(t)) {
    const id = `l${gid++}`;
    const d = `M0 0q6 ${len / 2} 0 ${len}`;
    const fluff = /butterfly/.test(t)
      ? `<path d="${strand(0, 10, len - 30, 0, 'deep')}" stroke="${hairTone(shade, 2)}" stroke-width="4" opacity=".5"/>`
      : `<path d="${strand(0, len - 60, 110, 14, 'loose')}" stroke="${hairTone(shade, 1)}" stroke-width="7"/>`;
    DEFS.push(
      `<g id="${id}"><path d="${d}" stroke="${hairTone(shade, 1)}" stroke-width="26"/><path d="${d}" stroke="${hairTone(shade, 0)}" stroke-width="26" stroke-dasharray="2 12" opacity=".6"/>${fluff}</g>`,
    );
    piece = { id, w: 26 };
  } else {
    const id = `w${gid++}`;
    DEFS.push(`<path id="${id}" d="${strand(0, 0, len, 0, 'water')}"/>`);
    piece = { id, w: 22, hair: true };
  }
  const g = hairGrad(shade, 0, len);
  let uses = '';
  for (let i = 0; i < n; i++) {
    const rot = ((i - 3.5) * -1.4 + (rand() - 0.5) * 2).toFixed(1);
    uses += `<use href="#${piece.id}" transform="translate(${236 + i * 50} 214) rotate(${rot})"/>`;
  }
  body += `<g fill="none" stroke-linecap="round" stroke-width="${piece.w}"${piece.hair ? ` stroke="${g.url}"` : ''}>${uses}</g>`;
  return body;
}

// ——— Salon essentials ———————————————————————————————————————————————————
/** A horizontal gradient that makes flat packaging read as a rounded, lit object. */
function packGrad(colour) {
  const [d, m, l] = PACK[colour];
  return grad(
    [
      [0, d],
      [0.25, m],
      [0.55, l],
      [0.8, m],
      [1, d],
    ],
    { x2: 1, y2: 0 },
  );
}

const sprig = (x, y, s, c) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${c}"><path d="M0 0C-4-60 10-120 40-170" stroke="${c}" stroke-width="4" fill="none"/><path d="M4-40c-30-10-40-30-36-46c20 0 36 20 36 46Z"/><path d="M14-90c26-14 48-10 56 4c-20 12-42 10-56-4Z"/><path d="M22-120c-26-12-34-32-28-46c18 2 30 22 28 46Z"/></g>`;

/** Scale a drawing about the floor point (400, 690) so objects of any kind fill the frame alike. */
const grow = (k, body) =>
  `<g transform="matrix(${k} 0 0 ${k} ${r(400 - 400 * k)} ${r(690 - 690 * k)})">${body}</g>`;

function care(p, variantIndex = 0) {
  const n = p.name.toLowerCase();
  const colour = packColour(p);
  const body = packGrad(colour);
  const cap = packGrad(colour === 'ink' || colour === 'cream' ? 'clay' : 'ink');
  const label = colour === 'cream' ? '#2b2520' : '#f7f1e8';
  const big = variantIndex > 0;
  let out;
  if (/mask|edge control/.test(n)) {
    const edge = /edge/.test(n);
    const w = edge ? 240 : big ? 340 : 290;
    const h = edge ? 150 : big ? 250 : 200;
    const x = 400 - w / 2;
    const y = 690 - h;
    out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${body.url}"/><rect x="${x - 8}" y="${y - 62}" width="${w + 16}" height="74" rx="18" fill="${cap.url}"/><rect x="${x + 40}" y="${y + h / 2 - 28}" width="${w - 80}" height="56" rx="8" fill="${label}" opacity=".92"/><rect x="${x + 64}" y="${y + h / 2 - 4}" width="${r(w / 3)}" height="8" rx="4" fill="#b5654a"/>`;
  } else if (/oil|serum|remover|protector/.test(n)) {
    out = `<rect x="320" y="360" width="160" height="330" rx="40" fill="${body.url}"/><rect x="372" y="300" width="56" height="70" rx="8" fill="${cap.url}"/><path d="M382 300V240h50v22h-30v38" fill="${cap.url}"/><rect x="344" y="470" width="112" height="120" rx="10" fill="#f7f1e8" opacity=".92"/><circle cx="400" cy="512" r="16" fill="none" stroke="#b5654a" stroke-width="4"/><rect x="368" y="548" width="64" height="6" rx="3" fill="#b5654a"/>`;
  } else if (/spray|sheen/.test(n)) {
    out = `<rect x="310" y="330" width="180" height="360" rx="36" fill="${body.url}"/><path d="M352 330v-56h96v56Z" fill="${cap.url}"/><path d="M360 276v-40h90l30 18v14h-48v8Z" fill="${cap.url}"/><rect x="338" y="440" width="124" height="150" rx="10" fill="${label}" opacity=".92"/><rect x="362" y="500" width="76" height="8" rx="4" fill="#b5654a"/><rect x="374" y="520" width="52" height="6" rx="3" fill="#b5654a" opacity=".6"/>`;
  } else if (/mousse|foam/.test(n)) {
    out = `<rect x="318" y="300" width="164" height="390" rx="24" fill="${body.url}"/><path d="M326 300c0-40 148-40 148 0Z" fill="${cap.url}"/><rect x="386" y="210" width="28" height="66" rx="8" fill="${cap.url}"/><path d="M414 222h34v16h-34Z" fill="${cap.url}"/><rect x="342" y="420" width="116" height="170" rx="10" fill="${label}" opacity=".92"/><rect x="364" y="492" width="72" height="8" rx="4" fill="#b5654a"/>`;
  } else {
    // Shampoo and conditioner: a tall soft bottle with a flip cap; the salon litre is wider.
    const w = big ? 220 : 170;
    const x = 400 - w / 2;
    out = `<path d="M${x} 690V330c0-46 ${w}-46 ${w} 0V690Z" fill="${body.url}"/><rect x="354" y="214" width="92" height="86" rx="16" fill="${cap.url}"/><rect x="${x + 26}" y="420" width="${w - 52}" height="180" rx="10" fill="${label}" opacity=".92"/><rect x="${x + 48}" y="500" width="${w - 96}" height="8" rx="4" fill="#b5654a"/><rect x="${x + 60}" y="520" width="${w - 120}" height="6" rx="3" fill="#b5654a" opacity=".6"/>`;
  }
  const t = `${n} ${p.tags.join(' ')}`;
  const leaf = /argan|shea|rosemary|tea tree|aloe|castor/.test(t)
    ? sprig(big ? 600 : 560, 700, 1.1, colour === 'sage' ? '#6e7a61' : '#8a977b')
    : '';
  return leaf + grow(1.15, out);
}

function tools(p) {
  return `<g transform="translate(0 70)">${toolShape(p)}</g>`;
}

function toolShape(p) {
  const n = p.name.toLowerCase();
  const g = packGrad(packColour(p));
  const teeth = (x0, x1, y, h, gap, w) => {
    let d = '';
    for (let x = x0; x <= x1; x += gap) d += `M${x} ${y}v${h}`;
    return `<path d="${d}" stroke="${g.url}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  if (/tail comb/.test(n)) {
    return `<g transform="rotate(-35 400 400) translate(-30 0)"><rect x="150" y="360" width="260" height="40" rx="8" fill="${g.url}"/>${teeth(158, 402, 396, 70, 9, 4)}<path d="M410 370h290l-6 16H410Z" fill="${g.url}"/></g>`;
  }
  if (/wide-tooth/.test(n)) {
    return `<g transform="rotate(-20 400 420)"><rect x="180" y="330" width="440" height="64" rx="22" fill="${g.url}"/>${teeth(206, 594, 388, 140, 28, 14)}</g>`;
  }
  if (/edge brush/.test(n)) {
    return `<g transform="rotate(-30 400 400) matrix(1.25 0 0 1.25 -150 -100)"><rect x="160" y="380" width="330" height="40" rx="20" fill="${g.url}"/><rect x="470" y="370" width="120" height="60" rx="14" fill="${g.url}"/>${teeth(480, 580, 300, 72, 6, 3)}${teeth(160, 250, 418, 40, 8, 3)}</g>`;
  }
  if (/paddle/.test(n)) {
    let dots = '';
    for (let y = 200; y <= 430; y += 23)
      for (let x = 328; x <= 472; x += 24) dots += `M${x} ${y}h.1`;
    return `<rect x="368" y="470" width="64" height="230" rx="28" fill="${g.url}"/><rect x="282" y="160" width="236" height="330" rx="108" fill="${g.url}"/><rect x="304" y="182" width="192" height="286" rx="90" fill="#2b2520" opacity=".85"/><path d="${dots}" stroke="#e6dccf" stroke-width="9" stroke-linecap="round"/>`;
  }
  if (/block head/.test(n)) {
    return `<rect x="386" y="540" width="28" height="140" fill="#6f6459"/><rect x="320" y="672" width="160" height="22" rx="8" fill="#6f6459"/><ellipse cx="400" cy="350" rx="160" ry="200" fill="${g.url}"/><path d="M400 150v400M240 350h320" stroke="#a39686" stroke-width="2" stroke-dasharray="6 6"/><circle cx="330" cy="250" r="9" fill="#b5654a"/><circle cx="486" cy="296" r="9" fill="#b5654a"/><circle cx="356" cy="440" r="9" fill="#b5654a"/>`;
  }
  if (/flat iron|hot comb/.test(n)) {
    const hot = /hot comb/.test(n);
    return `<g transform="rotate(-25 400 400) matrix(1.3 0 0 1.3 -150 -110)"><rect x="250" y="300" width="340" height="62" rx="26" fill="${g.url}"/>${hot ? teeth(180, 250, 330, 0, 10, 0) : `<rect x="250" y="374" width="340" height="62" rx="26" fill="${g.url}"/><rect x="240" y="356" width="230" height="24" rx="6" fill="#d8c8b3"/>`}<path d="M580 ${hot ? 331 : 368}c40 0 60 20 80 60" stroke="#2b2520" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="540" cy="331" r="7" fill="#b5654a"/></g>`;
  }
  // Latch hooks: three thin needles with hooked tips, fanned.
  const hook = (rot, len) =>
    `<g transform="rotate(${rot} 400 660)"><rect x="384" y="${660 - 170}" width="32" height="170" rx="14" fill="#b5654a"/><path d="M400 ${660 - 170}V${660 - len}q0-24 18-20" stroke="#a39a8f" stroke-width="9" fill="none" stroke-linecap="round"/></g>`;
  return hook(-22, 460) + hook(0, 520) + hook(22, 460);
}

function adhesives(p) {
  const n = p.name.toLowerCase();
  if (/tape/.test(n)) {
    const g = packGrad('cream');
    return `<circle cx="400" cy="420" r="200" fill="${g.url}"/><circle cx="400" cy="420" r="126" fill="#d8c8b3"/><circle cx="400" cy="420" r="96" fill="#f3ede4"/><path d="M568 530l120 110" stroke="#fbf6ef" stroke-width="50" opacity=".85"/><circle cx="400" cy="420" r="160" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>`;
  }
  if (/spray/.test(n)) return care({ ...p, name: 'spray' });
  if (/remover|protector/.test(n)) return care({ ...p, name: `${p.name} oil` });
  // Lace glue: a slim bottle with a brush cap, a drop of clear glue beside it.
  const g = packGrad('cream');
  const cap = packGrad('clay');
  return grow(
    1.15,
    `<rect x="330" y="360" width="140" height="330" rx="30" fill="${g.url}"/><rect x="350" y="250" width="100" height="120" rx="14" fill="${cap.url}"/><rect x="350" y="460" width="100" height="140" rx="8" fill="#b5654a" opacity=".9"/><rect x="370" y="520" width="60" height="8" rx="4" fill="#f7f1e8"/><path d="M560 680c0 34-44 34-44 0c0-26 22-50 22-70c0 20 22 44 22 70Z" fill="#fff" opacity=".85"/>`,
  );
}

const ACCESSORY_TINT = {
  sand: 'sand',
  clay: 'clay',
  black: 'ink',
  brown: 'taupe',
  beige: 'sand',
  'light brown': 'sand',
  'medium brown': 'taupe',
  'dark brown': 'taupe',
  bronze: 'amber',
  'gold tone': 'gold',
};

function accessories(p, variantIndex = 0) {
  const n = p.name.toLowerCase();
  const v = (p.variant_detail[variantIndex]?.name ?? '').toLowerCase();
  const g = packGrad(ACCESSORY_TINT[v] ?? packColour(p));
  if (/bonnet/.test(n)) {
    return `<path d="M160 520C160 290 266 176 400 176S640 290 640 520Z" fill="${g.url}"/><path d="M230 330C300 256 380 246 424 300M300 246c60-22 124 0 164 60" stroke="#fff" stroke-width="10" fill="none" opacity=".25" stroke-linecap="round"/><rect x="140" y="500" width="520" height="96" rx="48" fill="${g.url}"/><path d="M166 548h468" stroke="#fff" stroke-width="3" stroke-dasharray="10 12" opacity=".35"/>`;
  }
  if (/grip band/.test(n)) {
    return `<ellipse cx="400" cy="420" rx="240" ry="160" fill="none" stroke="${g.url}" stroke-width="66"/><ellipse cx="400" cy="420" rx="240" ry="160" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 10" opacity=".4"/><rect x="600" y="370" width="76" height="104" rx="12" fill="#2b2520" opacity=".8"/>`;
  }
  if (/scarf/.test(n)) {
    // A scarf tied in a loop with two long tails.
    return `<ellipse cx="380" cy="380" rx="200" ry="130" fill="none" stroke="${g.url}" stroke-width="70"/><path d="M540 450c50 60 60 150 20 230M560 440c90 30 140 100 150 190" stroke="${g.url}" stroke-width="52" fill="none" stroke-linecap="round"/><circle cx="548" cy="440" r="38" fill="${g.url}"/><path d="M230 330c80-70 240-80 320-20" stroke="#fff" stroke-width="6" fill="none" opacity=".4"/>`;
  }
  if (/cap/.test(n)) {
    return `<path d="M190 570c0-170 86-290 200-290s200 120 200 290Z" fill="${g.url}" transform="rotate(-8 400 500)"/><path d="M240 610c0-160 76-270 180-270s180 110 180 270Z" fill="${g.url}" opacity=".92" transform="rotate(6 400 500)"/><path d="M240 610h360" stroke="#fff" stroke-width="4" opacity=".35" transform="rotate(6 400 500)"/>`;
  }
  if (/bobby/.test(n)) {
    let pins = '';
    for (let i = 0; i < 5; i++) {
      const y = 190 + i * 56;
      pins += `<path transform="rotate(${-14 + i * 7} 400 ${y})" d="M250 ${y}h300M250 ${y + 18}c100 0 200-6 300-2" stroke="${g.url}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    return `<ellipse cx="400" cy="600" rx="170" ry="70" fill="#cdbca6"/><ellipse cx="400" cy="590" rx="150" ry="56" fill="#efe6d8"/>${pins}`;
  }
  if (/cuffs|rings/.test(n)) {
    const spots = [
      [300, 330, 66],
      [480, 300, 48],
      [400, 470, 78],
      [560, 480, 42],
      [250, 530, 50],
      [480, 620, 38],
      [330, 650, 32],
    ];
    return spots
      .map(
        ([x, y, rr]) =>
          `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="${g.url}" stroke-width="${r(rr / 3)}"/>`,
      )
      .join('');
  }
  if (/pillow/.test(n)) {
    return `<path d="M160 290c80-32 400-32 480 0c32 84 32 236 0 320c-80 32-400 32-480 0c-32-84-32-236 0-320Z" fill="${g.url}"/><path d="M230 324c100-22 240-22 340 0" stroke="#fff" stroke-width="6" opacity=".4" fill="none" stroke-linecap="round"/><path d="M540 290c22 94 22 226 0 320" stroke="#c7968a" stroke-width="3" fill="none"/>`;
  }
  // Sectioning clips: long alligator clips, fanned.
  const clip = (rot) =>
    `<g transform="rotate(${rot} 400 640)"><path d="M386 640V200l14-24 14 24v440Z" fill="${g.url}"/><rect x="372" y="570" width="56" height="80" rx="14" fill="#b5654a"/></g>`;
  return clip(-30) + clip(-10) + clip(10) + clip(30);
}

// ——— Second images —————————————————————————————————————————————————————
/** A fan of locks, one per shade, for products sold in several colours. */
function shadeFan(p) {
  const shades = variantShades(p).slice(0, 7);
  const tex = textureOf(p) === 'coily' ? 'deep' : textureOf(p);
  let body = '';
  shades.forEach((s, i) => {
    const rot = ((i - (shades.length - 1) / 2) * 11).toFixed(1);
    const g = hairGrad(s, 160, 660);
    const d = `${strand(388, 200, 440, -4, tex)}${strand(412, 200, 430, 4, tex)}`;
    body += `<g transform="rotate(${rot} 400 700)" fill="none" stroke-linecap="round"><path d="${d}" stroke="${g.url}" stroke-width="32"/><path d="${d}" stroke="${hairTone(s, 2)}" stroke-width="2" opacity=".5"/><rect x="374" y="170" width="52" height="40" rx="10" fill="${hairTone(s, 0)}"/></g>`;
  });
  return body;
}

/** Locks of rising length side by side: how the length options compare. */
function lengthLadder(p, shade) {
  const inches = p.variant_detail.map((v) => parseInt(v.name, 10)).filter(Number.isFinite);
  const max = Math.max(...inches);
  const tex = textureOf(p);
  const step = Math.min(64, 440 / inches.length);
  const x0 = 400 - (step * (inches.length - 1)) / 2;
  const g = hairGrad(shade, 0, 520);
  let uses = '';
  let clips = '';
  inches.forEach((inch, i) => {
    const id = `k${gid++}`;
    DEFS.push(`<path id="${id}" d="${strand(0, 0, (inch / max) * 510, 0, tex)}"/>`);
    uses += `<use href="#${id}" transform="translate(${r(x0 + i * step)} 170)"/>`;
    clips += `<rect x="${r(x0 + i * step - 19)}" y="148" width="38" height="30" rx="8" fill="${hairTone(shade, 0)}"/>`;
  });
  return `<g fill="none" stroke-linecap="round" stroke="${g.url}" stroke-width="${r(step * 0.62)}">${uses}</g>${clips}`;
}

// ——— Putting it together ——————————————————————————————————————————————
function illustrate(p, which) {
  const rand = rng(`${p.slug}#${which}`);
  const shade = mainShade(p);
  if (which === 2) {
    if (p.category === 'care') return care(p, 1);
    if (p.category === 'accessories') return accessories(p, 1);
    if (p.family === 'salon-essentials') return tools(p);
    if (variantShades(p).length > 1) return shadeFan(p);
    if (p.variant_detail.filter((v) => /inch/.test(v.name)).length > 2)
      return lengthLadder(p, shade);
    return bundle(p, shade, rand);
  }
  switch (p.category) {
    case 'bundles':
      return bundle(p, shade, rand);
    case 'closures':
    case 'frontals':
      return laceUnit(p, shade, rand);
    case 'wigs':
      return wig(p, shade, rand);
    case 'ponytails':
      return ponytail(p, shade, rand);
    case 'clip-ins':
      return clipIns(p, shade, rand);
    case 'braiding-hair':
      return braidPacks(p, shade, rand);
    case 'crochet':
      return crochet(p, shade, rand);
    case 'care':
      return care(p);
    case 'tools':
      return tools(p);
    case 'adhesives':
      return adhesives(p);
    case 'accessories':
      return accessories(p);
    default:
      throw new Error(`No illustration for category ${p.category}`);
  }
}

mkdirSync(OUT, { recursive: true });
// Remove artwork for products that no longer exist, so the folder mirrors the catalog.
const expected = new Set(DEMO_CATALOG.flatMap((p) => p.images.map((u) => u.split('/').pop())));
for (const f of readdirSync(OUT)) if (f.endsWith('.svg') && !expected.has(f)) rmSync(join(OUT, f));

let total = 0;
const oversize = [];
for (const p of DEMO_CATALOG) {
  p.images.forEach((url, i) => {
    if (!url.startsWith('/images/products/'))
      throw new Error(`${p.slug}: unexpected image URL ${url}`);
    gid = 0;
    DEFS = [];
    PROTOS = new Map();
    GRADS = new Map();
    const svg = frame(p, illustrate(p, i + 1));
    if (Buffer.byteLength(svg) >= 6000) oversize.push(`${url} (${Buffer.byteLength(svg)} bytes)`);
    writeFileSync(join(ROOT, 'public', url), svg);
    total += Buffer.byteLength(svg);
  });
}
console.log(`Wrote ${expected.size} images (${(total / 1024).toFixed(1)} kB) to ${OUT}`);
if (oversize.length) {
  // A slow product grid is worse than a plainer picture: fail loudly so the drawing gets simpler.
  console.error(`Over the 6 kB budget:\n  ${oversize.join('\n  ')}`);
  process.exitCode = 1;
}
