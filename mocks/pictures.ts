/**
 * Offline picture generator of the mock backend: product pictures and CMS images drawn as small,
 * text-free, deterministic SVG flat illustrations (no network, no external references, no scripts).
 *
 * Garments are drawn once in "body coordinates" (a 600 x 800 space in which an abstract figure
 * stands: head at y 30-115, shoulders y 160, waist y 360, hips y 440, ankles y 770) and each
 * picture type is a framing of that drawing:
 *   AP front, GZ back (no front details), DP zoomed detail, VC worn on a grey figure (home items:
 *   in a grey scene), SU flat lay (rotated, with a shadow), VH three-quarter (narrower), ZM upper part.
 */
import type { GarmentType, PictureType, Sleeves } from "./data/types";

export const PICTURE_WIDTHS = [599, 1279, 1599, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Smallest published width that covers the requested one (1920 beyond). */
export function normaliseWidth(requested: number): PictureWidth {
  for (const w of PICTURE_WIDTHS) if (requested <= w) return w;
  return 1920;
}

export interface ProductPictureOptions {
  /** The crop preset: 3x4 (default) or the taller 2x3. */
  ratio?: "3x4" | "2x3";
  garment: GarmentType;
  /** How the product's sleeves are cut (its description says so); the garment's usual cut when absent. */
  sleeves?: Sleeves;
  colourHex: string;
  type: PictureType;
  width: number;
  seed?: string;
}

/** The cut drawn when a product does not say: what the garment usually has. */
export const USUAL_SLEEVES: Partial<Record<GarmentType, Sleeves>> = {
  dress: "none",
  top: "long",
  tshirt: "short",
  shirt: "long",
  knit: "long",
  bodysuit: "short",
  pyjamas: "long",
  coat: "long",
  jacket: "long",
};

/** The garments whose sleeves follow the product (coats and jackets always have long ones). */
export const CUT_GARMENTS: GarmentType[] = ["dress", "top", "tshirt", "shirt", "knit", "bodysuit", "pyjamas"];

// ------------------------------------------------------------------ colours and small helpers

type RGB = [number, number, number];
const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];
const BG = "#f6f5f2";
const GREY = "#dcd9d3";
const GREY_DARK = "#c9c5be";

function parseHex(hex: string): RGB {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(hex).trim());
  if (!m?.[1]) return [136, 136, 136];
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const hex = (c: RGB) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const mix = (a: RGB, b: RGB, t: number): RGB => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const lum = (c: RGB) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

/** FNV-1a, 32 bits. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const n2 = (v: number) => String(Math.round(v * 1000) / 1000);
const safeWidth = (w: number) => (Number.isFinite(w) && w >= 1 ? Math.min(Math.round(w), 8192) : 599);

/** Path segment: [x y] line, [cx cy x y] quadratic, [c1x c1y c2x c2y x y] cubic. */
type Seg = number[];
const CMD: Record<number, string> = { 2: "L", 4: "Q", 6: "C" };

/** Closed symmetric outline: the right half from (sx, sy) back to the centre line, then its mirror. */
function sym(sx: number, sy: number, segs: Seg[]): string {
  let d = `M${sx} ${sy}`;
  const ends: number[][] = [[sx, sy]];
  for (const s of segs) {
    d += CMD[s.length] + s.join(" ");
    ends.push(s.slice(-2));
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] ?? [];
    const prev = ends[i] ?? [300, 0];
    const out: number[] = [];
    for (let j = s.length - 4; j >= 0; j -= 2) out.push(600 - (s[j] ?? 0), s[j + 1] ?? 0);
    out.push(600 - (prev[0] ?? 0), prev[1] ?? 0);
    d += CMD[s.length] + out.join(" ");
  }
  return `${d}Z`;
}
/** Mirror an absolute path (M/L/Q/C only) about x = 300. */
const mx = (d: string) => {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => (i++ % 2 ? n : String(600 - Number(n))));
};
const both = (d: string) => d + mx(d);

/** A folded block (bedding, towels) seen from above-right: front, top and side faces, soft edges. */
function block(x: number, y: number, w: number, h: number, b = 8, dx = 30, dy = -40) {
  const t = y - h;
  return {
    out: `M${x} ${y}Q${x - b} ${t + h / 2} ${x} ${t}L${x + dx} ${t + dy}L${x + w + dx} ${t + dy}Q${x + w + dx + b} ${t + dy + h / 2} ${x + w + dx} ${y + dy}L${x + w} ${y}Z`,
    top: `M${x} ${t}L${x + dx} ${t + dy}L${x + w + dx} ${t + dy}L${x + w} ${t}Z`,
    side: `M${x + w} ${t}L${x + w + dx} ${t + dy}Q${x + w + dx + b} ${t + dy + h / 2} ${x + w + dx} ${y + dy}L${x + w} ${y}Q${x + w + b} ${t + h / 2} ${x + w} ${t}Z`,
  };
}

// ------------------------------------------------------------------ garments

type Tex = "denim" | "knit" | "terry" | "linen";
type Figure = "adult" | "baby" | "bed" | "stool" | "sofa";
type Box = [number, number, number, number];

interface Spec {
  /** Outlines, back to front, filled with the shaded colour (and texture / pattern). */
  parts: string[];
  /** Details drawn over the parts. */
  fx: string;
  /** Details drawn between parts i and i+1 (e.g. pyjama trousers before the top): index → svg. */
  between?: Record<number, string>;
  box: Box;
  focus: [number, number];
  tex?: Tex;
  rib?: boolean;
  fig: Figure;
  /** Home items: seen from the other side in GZ (mirrored), no product details. */
  home?: boolean;
  /** Seed patterns (stripes, dots) allowed. */
  pattern?: boolean;
}

interface Draw {
  back: boolean;
  /** The sleeves to draw (upper garments). */
  sleeves: Sleeves;
  /** path with a class of the garment's stylesheet */
  p: (cls: string, d: string) => string;
  c: (cls: string, x: number, y: number, r: number) => string;
  /** a button: disc and two holes */
  btn: (x: number, y: number, r?: number) => string;
}

type Builder = (x: Draw) => Spec;

type Point = [number, number];

/**
 * One pair of sleeves, sewn between the shoulder point `s` and the armpit `a` (right side, then
 * mirrored): their outline (drawn behind the body), their details, and the body's armhole. `arm`
 * is the long sleeve's reach from the shoulder and from the armpit; shorter cuts stop part way
 * and flare a little. Sleeveless, the shoulder narrows to `bare` and the armhole is scooped.
 */
function sleevesOf(
  x: Draw,
  cut: { s: Point; a: Point; bare: Point; arm?: { outer: Point; inner: Point }; cuff?: "button" | "rib" | "piping" },
): { part: string | null; fx: string; armhole: Seg[] } {
  const { s, a, bare } = cut;
  const outer = cut.arm?.outer ?? [82, 290];
  const inner = cut.arm?.inner ?? [44, 214];
  if (x.sleeves === "none") {
    const armhole: Seg[] = [bare, [bare[0] + 2, a[1] - 24, a[0], a[1]]];
    const seam = `M${bare.join(" ")}Q${bare[0] + 2} ${a[1] - 24} ${a.join(" ")}`;
    return { part: null, fx: x.p(cut.cuff === "rib" ? "r" : "s", both(seam)), armhole };
  }
  const armhole: Seg[] = [s, [s[0] - 4, (s[1] + a[1]) / 2, a[0], a[1]]];
  const seam = x.p("l", both(`M${s.join(" ")}Q${s[0] - 4} ${(s[1] + a[1]) / 2} ${a.join(" ")}`));
  const at = (from: Point, by: Point, t: number, flare: number): Point => [
    Math.round(from[0] + by[0] * t + (1 - t) * by[0] * flare),
    Math.round(from[1] + by[1] * t),
  ];
  if (x.sleeves === "puff") {
    // Gathered at the shoulder, full, caught in a band above the elbow.
    const end = at(s, outer, 0.3, 0.55);
    const band: Point = [Math.round(a[0] + inner[0] * 0.3), Math.round(a[1] + inner[1] * 0.06)];
    const d = `M${s.join(" ")}Q${s[0] + 50} ${s[1] + 10} ${end.join(" ")}Q${(end[0] + band[0]) / 2 + 4} ${Math.max(end[1], band[1]) + 14} ${band.join(" ")}L${a.join(" ")}Z`;
    return {
      part: d + mx(d),
      fx:
        seam +
        x.p("s", both(`M${end[0] - 4} ${end[1] - 8}L${band[0]} ${band[1] - 8}`)) +
        x.p(
          "f",
          both(
            `M${s[0] + 14} ${s[1] + 10}Q${s[0] + 34} ${s[1] + 30} ${end[0] - 6} ${end[1] - 14}M${s[0] + 8} ${s[1] + 26}L${s[0] + 18} ${s[1] + 44}`,
          ),
        ),
      armhole,
    };
  }
  // How far down the arm each cut reaches, on its outer edge and under the arm.
  const [t, under] = x.sleeves === "short" ? [0.34, 0.16] : x.sleeves === "three-quarter" ? [0.72, 0.67] : [1, 1];
  const o = at(s, outer, t, 0.5);
  const i = at(a, inner, under, 0);
  const towards = (from: Point, to: Point, length: number): Point => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const norm = Math.hypot(dx, dy) || 1;
    return [Math.round(from[0] + (dx / norm) * length), Math.round(from[1] + (dy / norm) * length)];
  };
  const d = `M${s.join(" ")}Q${Math.round((s[0] + o[0]) / 2 + 10)} ${Math.round((s[1] + o[1]) / 2 - 6)} ${o.join(" ")}L${i.join(" ")}L${a.join(" ")}Z`;
  const hem = `M${towards(o, s, 12).join(" ")}L${towards(i, a, 12).join(" ")}`;
  const length = Math.hypot(o[0] - s[0], o[1] - s[1]);
  const foldEnd = towards(s, o, length * 0.55);
  const fold = `M${towards(s, o, length * 0.25).join(" ")}L${foldEnd[0] - 8} ${foldEnd[1]}`;
  let cuff = x.p("s", both(hem));
  if (t === 1 && cut.cuff === "rib") {
    const band = `M${o.join(" ")}L${i.join(" ")}L${towards(i, a, 40).join(" ")}L${towards(o, s, 40).join(" ")}Z`;
    cuff = x.p("i", both(band)) + x.p("l", both(`M${towards(o, s, 40).join(" ")}L${towards(i, a, 40).join(" ")}`));
  } else if (t === 1 && cut.cuff === "piping") {
    cuff = x.p("q", both(`M${towards(o, s, 16).join(" ")}L${towards(i, a, 16).join(" ")}`));
  } else if (t === 1) {
    const seamAt = `M${towards(o, s, 30).join(" ")}L${towards(i, a, 30).join(" ")}`;
    const button = towards(towards(o, s, 16), i, 14);
    cuff +=
      x.p("l", both(seamAt)) +
      (cut.cuff === "button" && !x.back ? x.btn(button[0], button[1], 4) + x.btn(600 - button[0], button[1], 4) : "");
  }
  return { part: d + mx(d), fx: seam + cuff + x.p("f", both(fold)), armhole };
}

const GARMENTS: Record<GarmentType, Builder> = {
  dress: (x) => {
    const { back, p, c } = x;
    const n = back ? 176 : 214;
    const sleeves = sleevesOf(x, { s: [384, 164], a: [390, 244], bare: [362, 156] });
    // Sleeveless, the straps' own curve; with sleeves, the set-in armhole.
    const armhole: Seg[] =
      x.sleeves === "none"
        ? [
            [362, 156],
            [360, 222, 390, 244],
          ]
        : sleeves.armhole;
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, n, [[330, n, 334, 156], ...armhole, [372, 360], [452, 628], [380, 644, 300, 642]]),
      ],
      fx:
        (x.sleeves === "none" ? "" : sleeves.fx) +
        p("l", "M228 360Q300 368 372 360") +
        p("f", both("M330 368Q342 500 352 636M356 366Q392 500 410 630")) +
        p("s", both(`M342 168Q338 200 306 ${n + 10}`)) +
        p("s", "M156 618Q300 640 444 618") +
        (back
          ? p("m", "M297 178h6v180h-6z") + p("l", "M300 178V358") + c("m", 300, 196, 6)
          : p("l", both("M344 290L348 358")) + p("f", both("M352 206Q350 236 340 256"))),
      box: [148, 156, 452, 644],
      focus: [300, 330],
      fig: "adult",
      pattern: true,
    };
  },
  top: (x) => {
    const { back, p, c } = x;
    const n = back ? 158 : 216;
    const sleeves = sleevesOf(x, { s: [388, 166], a: [392, 252], bare: [362, 156] });
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, n, [[334, 148], ...sleeves.armhole, [404, 360], [420, 470], [360, 486, 300, 480]]),
      ],
      fx:
        sleeves.fx +
        p("s", both(`M322 ${n - 6}L340 158`)) +
        p("f", both("M330 226Q334 300 340 372M368 260Q376 380 392 460")) +
        p("s", "M182 460Q300 484 418 460") +
        (back
          ? c("b", 300, 172, 6)
          : p("l", "M300 216L290 250M300 216L311 248") +
            p("u", "M300 216Q282 200 276 216Q282 230 300 216Q318 200 324 216Q318 230 300 216Z")),
      box: [150, 148, 450, 486],
      focus: [300, 220],
      fig: "adult",
      pattern: true,
    };
  },
  tshirt: (x) => {
    const { back, p } = x;
    const n = back ? 156 : 184;
    const sleeves = sleevesOf(x, { s: [392, 164], a: [396, 250], bare: [366, 154] });
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, n, [[332, n, 336, 146], ...sleeves.armhole, [402, 468], [350, 474, 300, 474]]),
      ],
      fx:
        sleeves.fx +
        p("r", `M264 146Q268 ${n} 300 ${n}Q332 ${n} 336 146`) +
        p("s", `M254 152Q262 ${n + 14} 300 ${n + 14}Q338 ${n + 14} 346 152`) +
        p("s", "M204 458Q300 466 398 458") +
        p("f", both("M228 300Q242 360 234 420")) +
        (back ? p("u", "M292 160h16v10h-16z") : ""),
      box: [148, 146, 452, 474],
      focus: [300, 190],
      fig: "adult",
      pattern: true,
    };
  },
  shirt: (x) => {
    const { back, p, btn } = x;
    const sleeves = sleevesOf(x, { s: [390, 160], a: [394, 254], bare: [364, 150], cuff: "button" });
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, 150, [[330, 144], ...sleeves.armhole, [400, 462], [402, 494, 370, 496], [330, 484, 300, 488]]),
        back
          ? sym(300, 132, [
              [322, 132, 340, 144],
              [342, 164],
              [322, 152, 300, 152],
            ])
          : "M300 176L330 140L346 148L330 202ZM300 176L270 140L254 148L270 202Z",
      ],
      fx:
        sleeves.fx +
        p("f", both("M236 300Q248 380 240 440")) +
        (back
          ? p("l", "M214 198Q300 206 386 198") +
            p("s", "M214 206Q300 214 386 206") +
            p("l", "M292 204L286 250M308 204L314 250")
          : p("n", "M270 141Q300 134 330 141L300 176Z") +
            p("l", "M292 178V488M308 178V488") +
            [210, 262, 314, 366, 418].map((y) => btn(300, y, 6)).join("") +
            p("u", "M334 236h40v38l-20 8l-20-8z") +
            p("s", "M334 244h40")),
      box: [128, 132, 472, 496],
      focus: [310, 236],
      fig: "adult",
      pattern: true,
    };
  },
  jeans: ({ back, p, c }) => ({
    parts: [
      sym(300, 346, [
        [388, 344],
        [400, 390, 402, 450],
        [378, 770],
        [320, 770],
        [300, 488],
      ]),
    ],
    fx:
      p("l", "M212 372Q300 376 388 372") +
      p("s", "M213 351Q300 354 387 351M213 366Q300 370 387 366") +
      p("s", both("M322 756L377 756M392 440L372 752")) +
      p("u", both("M226 342L236 342L236 376L226 376Z")) +
      (back
        ? p("l", "M300 372V486") +
          p("l", "M210 404L300 424L390 404") +
          p("u", both("M318 432L382 424L386 488L354 504L322 492Z")) +
          p("s", both("M324 440L376 433L379 484L354 496L328 486Z")) +
          p("u", "M328 350h34v18h-34z")
        : p("s", "M314 374V438Q314 452 300 458") +
          p("l", "M300 372V486") +
          p("l", both("M338 374Q348 414 394 422")) +
          p("s", both("M330 374Q342 424 395 432M352 384L376 380L378 402")) +
          p("h", both("M322 470Q340 474 352 466M320 484Q338 490 350 482")) +
          c("m", 300, 358, 7) +
          c("m", 338, 378, 3.5) +
          c("m", 393, 420, 3.5) +
          c("m", 262, 378, 3.5) +
          c("m", 207, 420, 3.5)) +
      p("e", both("M328 560Q350 530 372 560Q374 620 350 650Q326 620 328 560Z")),
    box: [196, 344, 404, 770],
    focus: [356, 396],
    tex: "denim",
    fig: "adult",
  }),
  trousers: ({ back, p, btn }) => ({
    parts: [
      sym(300, 346, [
        [388, 344],
        [398, 390, 400, 440],
        [390, 770],
        [316, 770],
        [300, 484],
      ]),
    ],
    fx:
      p("l", "M212 374Q300 378 388 374") +
      p("u", both("M230 342L239 342L239 376L230 376Z")) +
      p("f", both("M352 484L354 760")) +
      p("s", both("M318 756L389 756")) +
      (back
        ? p("l", "M300 374V480") +
          p("l", both("M318 420L374 418")) +
          btn(346, 430, 5) +
          p("l", both("M346 378L344 410"))
        : p("l", "M300 374V480M312 374V444Q312 456 300 460") + p("l", both("M348 376L394 420")) + btn(300, 360, 6)),
    box: [200, 344, 400, 770],
    focus: [356, 400],
    fig: "adult",
  }),
  skirt: ({ back, p, c, btn }) => ({
    parts: [
      sym(300, 350, [
        [368, 350],
        [372, 378],
        [420, 490, 452, 622],
        [380, 640, 300, 640],
      ]),
    ],
    fx:
      p("l", "M228 378L372 378") +
      p("s", "M230 356L370 356M229 372L371 372") +
      p("f", both("M332 382L354 634M362 380L408 628")) +
      p("s", "M152 606Q300 630 448 606") +
      (back
        ? p("m", "M297 380h6v74h-6z") + c("m", 300, 392, 5)
        : p("l", "M308 380V638") + [365, 420, 480, 540, 600].map((y) => btn(300, y, 6)).join("")),
    box: [148, 350, 452, 640],
    focus: [300, 400],
    fig: "adult",
    pattern: true,
  }),
  knit: (x) => {
    const { back, p } = x;
    const n = back ? 162 : 184;
    const sleeves = sleevesOf(x, { s: [392, 166], a: [392, 262], bare: [362, 156], cuff: "rib" });
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, n, [[330, n, 334, 148], ...sleeves.armhole, [396, 450], [392, 496], [300, 498]]),
      ],
      fx:
        sleeves.fx +
        p("i", "M204 450H396L392 496H208Z") +
        p("l", "M204 450H396") +
        p("r", `M264 148Q268 ${n} 300 ${n}Q332 ${n} 336 148`) +
        p("f", both("M230 300Q246 370 236 430")),
      box: [130, 148, 470, 498],
      focus: [410, 452],
      tex: "knit",
      rib: true,
      fig: "adult",
      pattern: true,
    };
  },
  coat: ({ back, p, btn }) => ({
    parts: [
      sym(300, back ? 150 : 176, [
        [334, 146],
        [398, 166],
        [474, 516],
        [436, 530],
        [400, 262],
        [394, 372],
        [420, 690],
        [360, 698, 300, 698],
      ]),
      back
        ? sym(300, 132, [
            [326, 132, 344, 146],
            [346, 170],
            [324, 160, 300, 160],
          ])
        : "M336 146L300 330L346 244L380 208L358 200L366 176L348 150ZM264 146L300 330L254 244L220 208L242 200L234 176L252 150Z",
    ],
    fx:
      p("u", "M204 376L396 376L397 398L203 398Z") +
      p("m", "M290 378h20v18h-20z") +
      p("l", both("M400 264Q392 210 398 168")) +
      p("l", both("M446 494L472 484")) +
      p("f", both("M236 420Q248 560 236 680")) +
      (back
        ? p("l", "M300 176V376M300 398V620L312 698")
        : p("n", "M264 146Q300 156 336 146L300 330Z") +
          p("l", "M300 330V376M300 398V698") +
          p("u", both("M330 526L382 522L383 540L331 544Z")) +
          [272, 328].map((x) => btn(x, 350, 7) + btn(x, 440, 7)).join("")),
    box: [126, 132, 474, 700],
    focus: [318, 320],
    fig: "adult",
  }),
  jacket: ({ back, p, c, btn }) => ({
    parts: [
      sym(300, back ? 150 : 176, [
        [334, 146],
        [396, 164],
        [466, 490],
        [430, 502],
        [398, 262],
        [392, 372],
        [402, 470],
        [380, 484, 312, 478],
        [300, 470],
      ]),
      back
        ? sym(300, 132, [
            [324, 132, 342, 146],
            [344, 168],
            [322, 158, 300, 158],
          ])
        : "M336 146L300 360L342 250L372 214L354 206L362 184L348 150ZM264 146L300 360L258 250L228 214L246 206L238 184L252 150Z",
    ],
    fx:
      p("l", both("M398 264Q390 210 396 166")) +
      p("f", both("M236 300Q248 380 240 450")) +
      [474, 462].map((y, i) => c("b", 448 - i * 6, y, 3.5) + c("b", 152 + i * 6, y, 3.5)).join("") +
      (back
        ? p("l", "M300 176V470")
        : p("n", "M264 146Q300 156 336 146L300 360Z") +
          p("l", "M300 360V470") +
          btn(300, 388, 7) +
          btn(300, 436, 7) +
          p("l", "M338 254L374 248") +
          p("h", "M344 252L352 238L360 250L368 240L370 249Z") +
          p("u", both("M326 440L380 436L381 452L327 456Z"))),
    box: [134, 132, 466, 502],
    focus: [322, 350],
    fig: "adult",
  }),
  shorts: ({ back, p, btn }) => ({
    parts: [
      sym(300, 346, [
        [394, 344],
        [408, 390, 412, 450],
        [420, 530],
        [314, 536],
        [300, 480],
      ]),
    ],
    fx:
      p("l", "M204 372Q300 376 396 372") +
      p("u", both("M228 342L237 342L237 376L228 376Z")) +
      p("l", both("M313 508L418 502")) +
      p("s", both("M314 522L419 516")) +
      p("f", both("M352 470L360 500")) +
      (back
        ? p("l", "M300 372V480") + p("l", both("M322 420L378 416")) + btn(350, 428, 5)
        : p("l", "M300 372V478M312 372V440Q312 452 300 456") + p("l", both("M350 374L400 430")) + btn(300, 358, 6)),
    box: [180, 344, 420, 536],
    focus: [356, 400],
    fig: "adult",
    pattern: true,
  }),
  bodysuit: (x) => {
    const { back, p, c } = x;
    const n = back ? 194 : 210;
    // A baby's arm reaches less far than an adult's.
    const sleeves = sleevesOf(x, {
      s: [360, 196],
      a: [376, 262],
      bare: [344, 192],
      arm: { outer: [84, 136], inner: [48, 88] },
    });
    return {
      parts: [
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, n, [[326, n, 330, 190], ...sleeves.armhole, [388, 350, 372, 420], [340, 440, 318, 476], [300, 478]]),
      ],
      fx:
        sleeves.fx +
        p("r", `M270 190Q274 ${n} 300 ${n}Q326 ${n} 330 190`) +
        p("r", both("M372 420Q340 440 318 476")) +
        p("l", both("M332 190L346 214")) +
        (back ? "" : [286, 300, 314].map((x) => c("p", x, 466, 4.5)).join("") + c("h", 340, 300, 10)),
      box: [180, 190, 420, 478],
      focus: [300, 444],
      rib: true,
      fig: "baby",
      pattern: true,
    };
  },
  pyjamas: (x) => {
    const { back, p, btn } = x;
    const sleeves = sleevesOf(x, { s: [390, 162], a: [394, 256], bare: [364, 152], cuff: "piping" });
    // Short pyjamas: short sleeves over shorts.
    const hem = x.sleeves === "short" ? 560 : 760;
    return {
      parts: [
        sym(300, 360, [
          [390, 356],
          [404, 400, 406, 450],
          [hem === 760 ? 406 : 410, hem],
          [312, hem],
          [300, 500],
        ]),
        ...(sleeves.part ? [sleeves.part] : []),
        sym(300, back ? 150 : 170, [[334, 146], ...sleeves.armhole, [400, 482], [350, 490, 300, 488]]),
        back
          ? sym(300, 134, [
              [322, 134, 338, 146],
              [340, 162],
              [320, 154, 300, 154],
            ])
          : "M336 146L300 270L334 224L356 208L346 196L350 160ZM264 146L300 270L266 224L244 208L254 196L250 160Z",
      ],
      between: { 0: p("q", both(`M314 ${hem - 16}L404 ${hem - 16}`)) + p("f", both(`M356 520L356 ${hem - 20}`)) },
      fx:
        sleeves.fx +
        (back
          ? p("l", "M214 196Q300 204 386 196")
          : p("n", "M266 146Q300 156 334 146L300 270Z") +
            p("q", "M300 270V486") +
            [300, 356, 412].map((y) => btn(300, y, 6)).join("") +
            p("q", "M332 236h36v34h-36z")),
      box: [144, 134, 456, hem],
      focus: [318, 270],
      fig: "adult",
      pattern: true,
    };
  },
  bedding: ({ back, p }) => {
    const d = block(130, 620, 320, 150, 10);
    const a = block(150, 462, 290, 46);
    const b = block(162, 412, 268, 42);
    return {
      parts: [d.out, a.out, b.out],
      between: {
        0:
          p("w", d.top) +
          p("v", d.side) +
          p("f", "M140 500Q290 504 446 500M140 530Q290 534 446 530M140 560Q290 564 446 560M140 590Q290 594 446 590"),
        1: p("w", a.top) + p("v", a.side) + p("s", "M160 424H430V454H160Z"),
      },
      fx:
        p("w", b.top) +
        p("v", b.side) +
        p("s", "M172 378H420V404H172Z") +
        (back
          ? ""
          : '<path d="M282 336L312 336L282 376L282 620L252 620L252 376Z" fill="#ece6da" stroke="#d6cdbd" stroke-width="2"/>'),
      box: [120, 328, 492, 620],
      focus: [372, 470],
      tex: "linen",
      fig: "bed",
      home: true,
      pattern: true,
    };
  },
  towel: ({ back, p }) => {
    // bath, hand and guest towels: [x, y, w, h] of each folded block, bottom to top
    const dims: [number, number, number, number][] = [
      [150, 640, 300, 90],
      [166, 540, 268, 72],
      [186, 460, 228, 58],
    ];
    const faces = dims.map(([bx, by, bw, bh], i) => {
      const b = block(bx, by, bw, bh, 10 - i);
      // the woven border band across the folded front
      return (
        p("w", b.top) + p("v", b.side) + p("u", `M${bx + 2} ${by - bh * 0.66}H${bx + bw}V${by - bh * 0.5}H${bx + 2}Z`)
      );
    });
    return {
      parts: dims.map(([bx, by, bw, bh], i) => block(bx, by, bw, bh, 10 - i).out),
      between: { 0: faces[0] ?? "", 1: faces[1] ?? "" },
      fx: (faces[2] ?? "") + (back ? "" : p("l", "M200 402Q186 380 204 370")),
      box: [138, 362, 474, 640],
      focus: [280, 560],
      tex: "terry",
      fig: "stool",
      home: true,
      pattern: true,
    };
  },
  cushion: ({ back, p, c }) => ({
    parts: ["M140 240Q300 272 460 240Q428 400 460 560Q300 528 140 560Q172 400 140 240Z"],
    fx:
      p("r", "M140 240Q300 272 460 240Q428 400 460 560Q300 528 140 560Q172 400 140 240Z") +
      p("h", "M200 300Q260 280 300 300Q250 330 200 300Z") +
      (back
        ? p("m", "M180 516Q300 500 420 516L420 522Q300 506 180 522Z")
        : p(
            "f",
            "M158 256Q200 290 222 330M442 256Q400 290 378 330M158 544Q200 510 222 470M442 544Q400 510 378 470M289 389L277 377M311 389L323 377M289 411L277 423M311 411L323 423",
          ) + c("b", 300, 400, 12)),
    box: [138, 238, 462, 562],
    focus: [230, 330],
    tex: "linen",
    fig: "sofa",
    home: true,
    pattern: true,
  }),
};

// ------------------------------------------------------------------ figure and scenes (neutral grey)

const ADULT =
  `<ellipse cx="300" cy="70" rx="34" ry="42" fill="${GREY}"/>` +
  `<path fill="${GREY}" d="${sym(300, 106, [
    [314, 106],
    [314, 146],
    [354, 150, 386, 162],
    [406, 170, 406, 196],
    [398, 300],
    [388, 340, 366, 362],
    [390, 400, 390, 452],
    [372, 620],
    [362, 772],
    [322, 774],
    [314, 620],
    [300, 484],
  ])}"/>`;
const BABY =
  `<circle cx="300" cy="140" r="52" fill="${GREY}"/>` +
  `<path d="${both("M404 240Q440 280 438 326M342 456Q372 520 356 590")}" fill="none" stroke="${GREY}" stroke-width="36" stroke-linecap="round"/>` +
  `<path d="M276 180h48v30h-48z" fill="${GREY}"/>`;
const SCENES: Record<Figure, { svg: string; box: Box }> = {
  adult: { svg: ADULT, box: [190, 26, 410, 776] },
  baby: { svg: BABY, box: [186, 86, 470, 614] },
  bed: {
    svg: `<rect x="100" y="260" width="400" height="360" rx="24" fill="${GREY}"/><rect x="60" y="590" width="480" height="110" rx="14" fill="#e7e4de" stroke="${GREY_DARK}" stroke-width="2"/><path d="M80 700h440v26H80z" fill="${GREY_DARK}"/>`,
    box: [56, 250, 544, 730],
  },
  stool: {
    svg: `<circle cx="440" cy="230" r="70" fill="#e7e4de" stroke="${GREY_DARK}" stroke-width="4"/><rect x="120" y="636" width="370" height="26" rx="8" fill="${GREY}"/><path d="M150 662L140 780M460 662L470 780M150 730H460" fill="none" stroke="${GREY_DARK}" stroke-width="10" stroke-linecap="round"/>`,
    box: [120, 150, 510, 784],
  },
  sofa: {
    svg: `<rect x="40" y="200" width="520" height="330" rx="36" fill="${GREY}"/><rect x="0" y="500" width="600" height="130" rx="24" fill="#e7e4de" stroke="${GREY_DARK}" stroke-width="2"/><rect x="0" y="300" width="60" height="330" rx="24" fill="${GREY_DARK}"/><rect x="540" y="300" width="60" height="330" rx="24" fill="${GREY_DARK}"/><path d="M40 630v40M560 630v40" stroke="${GREY_DARK}" stroke-width="14"/>`,
    box: [0, 190, 600, 680],
  },
};

// ------------------------------------------------------------------ one garment as a layer

interface Layer {
  css: string;
  defs: string;
  body: string;
  spec: Spec;
  base: string;
}

function garmentLayer(
  garment: GarmentType,
  colourHex: string,
  k: string,
  opts: { back?: boolean; seed?: string; side?: boolean; variant?: "stripes" | "dots"; sleeves?: Sleeves } = {},
): Layer {
  const c = parseHex(colourHex);
  const L = lum(c);
  const hi = hex(mix(c, WHITE, opts.side ? 0.28 : 0.2));
  const lo = hex(mix(c, BLACK, opts.side ? 0.28 : 0.18));
  const dark = hex(mix(c, BLACK, 0.38));
  const deep = hex(mix(c, BLACK, 0.55));
  const stitch = garment === "jeans" ? "#d09a45" : hex(L < 0.45 ? mix(c, WHITE, 0.45) : mix(c, BLACK, 0.32));
  const fold = L < 0.2 ? hex(mix(c, WHITE, 0.4)) : dark;
  const button = hex(L < 0.3 ? mix(c, WHITE, 0.5) : mix(c, BLACK, 0.5));
  const piping = hex(L < 0.8 ? mix(c, WHITE, 0.8) : mix(c, BLACK, 0.5));
  const base = hex(c);
  const x: Draw = {
    back: !!opts.back,
    sleeves: opts.sleeves ?? USUAL_SLEEVES[garment] ?? "long",
    p: (cls, d) => `<path class="${k}${cls}" d="${d}"/>`,
    c: (cls, cx, cy, r) => `<circle class="${k}${cls}" cx="${cx}" cy="${cy}" r="${r}"/>`,
    btn: (bx, by, r = 7) =>
      `<circle class="${k}b" cx="${bx}" cy="${by}" r="${r}"/><path class="${k}k" d="M${bx - r / 3} ${by}h.1M${bx + r / 3} ${by}h.1"/>`,
  };
  const spec = GARMENTS[garment](x);

  // seed: small deterministic variation (stripes or dots on some products)
  const h = opts.seed ? hash(opts.seed) : 0;
  const variant = opts.variant ?? (opts.seed && spec.pattern ? ["", "stripes", "", "dots"][h % 4] : "");
  const motif = hex(L < 0.55 ? mix(c, WHITE, 0.78) : mix(c, BLACK, 0.45));

  let defs = `<linearGradient id="${k}g" x2="1"><stop offset="0" stop-color="${hi}"/><stop offset=".5" stop-color="${base}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`;
  if (spec.tex === "denim")
    defs += `<pattern id="${k}t" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><path d="M0 0V6" stroke="${hi}" stroke-width="1.6" opacity=".55"/></pattern>`;
  if (spec.tex === "knit")
    defs += `<pattern id="${k}t" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 1L5 8L10 1" fill="none" stroke="${dark}" stroke-width="1.4" opacity=".4"/></pattern>`;
  if (spec.tex === "terry")
    defs += `<pattern id="${k}t" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r="1.2" fill="${dark}" opacity=".35"/></pattern>`;
  if (spec.tex === "linen")
    defs += `<pattern id="${k}t" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="${hi}" stroke-width="1" opacity=".5"/></pattern>`;
  if (spec.rib)
    defs += `<pattern id="${k}i" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="${lo}"/><path d="M3.5 0V7" stroke="${dark}" stroke-width="2"/></pattern>`;
  if (variant === "stripes") {
    const w = 14 + ((h >>> 3) % 4) * 6;
    defs += `<pattern id="${k}p" width="${w}" height="${w}" patternUnits="userSpaceOnUse"><rect y="${w / 2}" width="${w}" height="${w / 2}" fill="${motif}" opacity=".85"/></pattern>`;
  } else if (variant === "dots") {
    defs += `<pattern id="${k}p" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2.4" fill="${motif}"/><circle cx="14" cy="14" r="2.4" fill="${motif}"/></pattern>`;
  }
  for (const [i, d] of spec.parts.entries()) defs += `<path id="${k}${i}" d="${d}"/>`;

  const css =
    `.${k}o{fill:url(#${k}g);stroke:${dark};stroke-width:2.4;stroke-linejoin:round}` +
    (spec.tex ? `.${k}t{fill:url(#${k}t)}` : "") +
    (variant ? `.${k}y{fill:url(#${k}p)}` : "") +
    (spec.rib ? `.${k}i{fill:url(#${k}i)}` : "") +
    `.${k}s,.${k}l,.${k}f,.${k}r,.${k}q,.${k}k{fill:none;stroke-linecap:round}` +
    `.${k}s{stroke:${stitch};stroke-width:1.6;stroke-dasharray:5 4}` +
    `.${k}l{stroke:${dark};stroke-width:2}` +
    `.${k}f{stroke:${fold};stroke-width:3;opacity:.35}` +
    `.${k}r{stroke:${lo};stroke-width:10}` +
    `.${k}q{stroke:${piping};stroke-width:4}` +
    `.${k}k{stroke:${dark};stroke-width:2}` +
    `.${k}h{fill:${hi};opacity:.5}.${k}e{fill:${hi};opacity:.3}.${k}n{fill:${deep}}` +
    `.${k}u{fill:${lo};stroke:${dark};stroke-width:2;stroke-linejoin:round}` +
    `.${k}b{fill:${button};stroke:${dark};stroke-width:1.5}` +
    `.${k}p{fill:#fbfaf7;stroke:${dark};stroke-width:1.5}` +
    `.${k}m{fill:${garment === "jeans" ? "#b8924f" : "#b9b4ab"};stroke:${dark};stroke-width:1}` +
    `.${k}w{fill:#fff;opacity:.25}.${k}v{fill:#000;opacity:.1}`;

  let body = "";
  spec.parts.forEach((_, i) => {
    body += `<use href="#${k}${i}" class="${k}o"/>`;
    if (spec.tex) body += `<use href="#${k}${i}" class="${k}t"/>`;
    if (variant) body += `<use href="#${k}${i}" class="${k}y"/>`;
    body += spec.between?.[i] ?? "";
  });
  body += spec.fx;
  return { css, defs, body, spec, base };
}

// ------------------------------------------------------------------ framing

const t = (tx: number, ty: number, s: number) => `translate(${n2(tx)} ${n2(ty)}) scale(${n2(s)})`;
function fit(box: Box, maxW = 500, maxH = 680, cx = 300, cy = 400) {
  const [x0, y0, x1, y1] = box;
  const s = Math.min(maxW / (x1 - x0), maxH / (y1 - y0), 3);
  return { s, tx: cx - (s * (x0 + x1)) / 2, ty: cy - (s * (y0 + y1)) / 2 };
}
const union = (a: Box, b: Box): Box => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

function svgDoc(width: number, height: number, vw: number, vh: number, css: string, defs: string, body: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}">` +
    `<style>${css}</style><defs>${defs}</defs>${body}</svg>`
  );
}

/** A product picture: SVG document, portrait 3:4, drawn for the garment, colour and picture type. */
export function renderProductPicture(options: ProductPictureOptions): string {
  const { garment, type, seed } = options;
  const width = safeWidth(options.width);
  const height = Math.round((width * 4) / 3);
  const k = `p${(hash(`${garment}|${options.sleeves ?? ""}|${options.colourHex}|${type}|${seed ?? ""}`) % 46656).toString(36)}`;
  const layer = garmentLayer(GARMENTS[garment] ? garment : "tshirt", options.colourHex, k, {
    back: type === "GZ",
    seed,
    side: type === "VH",
    sleeves: options.sleeves,
  });
  const { spec } = layer;
  const [x0, y0, x1] = spec.box;
  let defs = layer.defs;
  let bg = BG;
  let body: string;
  const f = fit(spec.box);

  switch (type) {
    case "DP": {
      bg = hex(mix(parseHex(options.colourHex), WHITE, 0.9));
      const s = Math.max(f.s * 2.4, 2.8);
      body = `<g transform="${t(300 - s * spec.focus[0], 400 - s * spec.focus[1], s)}">${layer.body}</g>`;
      break;
    }
    case "ZM": {
      const s = f.s * 1.6;
      body = `<g transform="${t(300 - (s * (x0 + x1)) / 2, 60 - s * y0, s)}">${layer.body}</g>`;
      break;
    }
    case "VC": {
      // an adult figure is shown from the head to a little below the garment
      const scene = SCENES[spec.fig];
      const frame = union(scene.box, spec.box);
      if (spec.fig === "adult") frame[3] = Math.min(frame[3], Math.max(spec.box[3] + 140, 560));
      const g = fit(frame, 540, 740);
      body = `<g transform="${t(g.tx, g.ty, g.s)}">${scene.svg}${layer.body}</g>`;
      break;
    }
    case "SU": {
      const angle = -7 + (seed ? hash(seed) % 5 : 2);
      const g = fit(spec.box, 450, 620);
      defs += `<filter id="${k}z" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>`;
      const shadow = spec.parts.map((_, i) => `<use href="#${k}${i}"/>`).join("");
      body =
        `<g transform="rotate(${angle} 300 400) ${t(g.tx, g.ty, g.s)}">` +
        `<g transform="translate(8 12)" fill="#4a4236" opacity=".22" filter="url(#${k}z)">${shadow}</g>${layer.body}</g>`;
      break;
    }
    case "VH": {
      const g = fit(spec.box, 520, 660);
      body = `<g transform="translate(300 400) skewY(-4) scale(.76 1) translate(-300 -400) ${t(g.tx, g.ty, g.s)}">${layer.body}</g>`;
      break;
    }
    default: {
      // AP front, GZ back (home items are seen from the other side)
      const mirror = type === "GZ" && spec.home ? " matrix(-1 0 0 1 600 0)" : "";
      body = `<g transform="${t(f.tx, f.ty, f.s)}${mirror}">${layer.body}</g>`;
    }
  }
  if (options.ratio === "2x3") {
    // The taller crop (newRatioOnProductPicture): the same scene with more room above and below.
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 3) / 2)}" viewBox="0 -50 600 900">` +
      `<style>${layer.css}</style><defs>${defs}</defs><rect y="-50" width="600" height="900" fill="${bg}"/>${body}</svg>`
    );
  }
  return svgDoc(width, height, 600, 800, layer.css, defs, `<rect width="600" height="800" fill="${bg}"/>${body}`);
}

// ------------------------------------------------------------------ CMS pictures

interface Placed {
  garment: GarmentType;
  colour: string;
  /** transform from body coordinates into the picture */
  at: string;
  variant?: "stripes" | "dots";
}

function composition(
  vw: number,
  vh: number,
  bg: string,
  decor: string,
  items: Placed[],
  figure?: { svg: string; at: string },
): { css: string; defs: string; body: string } {
  let css = "";
  let defs = "";
  let body = `<rect width="${vw}" height="${vh}" fill="${bg}"/>${decor}`;
  if (figure) body += `<g transform="${figure.at}">${figure.svg}</g>`;
  items.forEach((it, i) => {
    const l = garmentLayer(it.garment, it.colour, `c${i}`, { variant: it.variant });
    css += l.css;
    defs += l.defs;
    body += `<g transform="${it.at}">${l.body}</g>`;
  });
  return { css, defs, body };
}

/** An editorial CMS image: hero-* names are landscape 4:3, the others portrait 3:4. Text-free. */
export function renderCmsPicture(name: string, width: number): string {
  const w = safeWidth(width);
  const key = String(name).toLowerCase();
  const landscape = key.startsWith("hero");
  const [vw, vh] = landscape ? [800, 600] : [600, 800];
  const height = Math.round((w * vh) / vw);
  const onFigure = (tx: number, ty: number, s: number) => t(tx, ty, s);
  let c: { css: string; defs: string; body: string };

  switch (key) {
    case "nav-women":
      c = composition(
        vw,
        vh,
        "#f3e9e2",
        `<circle cx="300" cy="330" r="220" fill="#ead6c9"/><rect x="0" y="690" width="600" height="110" fill="#eadfd6"/>`,
        [{ garment: "dress", colour: "#b5573b", at: onFigure(0, 20, 1) }],
        { svg: ADULT, at: onFigure(0, 20, 1) },
      );
      break;
    case "nav-men":
      c = composition(
        vw,
        vh,
        "#e8ebef",
        `<path d="M110 800V300A190 190 0 0 1 490 300V800Z" fill="#d7dde5"/>`,
        [
          { garment: "trousers", colour: "#6f6a63", at: onFigure(0, 20, 1) },
          { garment: "coat", colour: "#1f2a44", at: onFigure(0, 20, 1) },
        ],
        { svg: ADULT, at: onFigure(0, 20, 1) },
      );
      break;
    case "nav-kids":
      c = composition(
        vw,
        vh,
        "#eef3e6",
        `<circle cx="120" cy="140" r="60" fill="#dfe8cf"/><circle cx="500" cy="660" r="90" fill="#e4ecd6"/><circle cx="470" cy="150" r="14" fill="#e8b923"/><circle cx="130" cy="640" r="10" fill="#3f6fb5"/>`,
        [
          { garment: "tshirt", colour: "#e8b923", at: onFigure(-10, -50, 0.95), variant: "stripes" },
          { garment: "shorts", colour: "#3f6fb5", at: onFigure(20, 160, 0.9) },
        ],
      );
      break;
    case "nav-baby":
      c = composition(
        vw,
        vh,
        "#f4eeea",
        `<circle cx="300" cy="400" r="230" fill="#ece2dc"/><circle cx="480" cy="150" r="30" fill="#f0d9cf"/><circle cx="110" cy="660" r="44" fill="#dde7ee"/>`,
        [{ garment: "bodysuit", colour: "#cfe0ea", at: onFigure(-180, -134, 1.6), variant: "dots" }],
      );
      break;
    case "nav-home":
      c = composition(
        vw,
        vh,
        "#efeae3",
        `<rect x="0" y="600" width="600" height="200" fill="#e4ddd2"/><rect x="60" y="90" width="200" height="260" rx="100" fill="#e6dfd4"/><circle cx="430" cy="220" r="80" fill="none" stroke="#ddd4c6" stroke-width="10"/>`,
        [
          { garment: "towel", colour: "#e2cdb4", at: onFigure(190, 192, 0.7) },
          { garment: "cushion", colour: "#7a8c6e", at: onFigure(-60, 246, 0.7) },
        ],
      );
      break;
    case "hero-winter":
      c = composition(
        vw,
        vh,
        "#e6ecf0",
        `<path d="M0 450Q200 380 400 440T800 420V600H0Z" fill="#f4f6f7"/><circle cx="640" cy="130" r="70" fill="#f1f4f6"/>` +
          [60, 150, 520, 700, 740, 90, 610]
            .map((x, i) => `<circle cx="${x}" cy="${60 + ((i * 97) % 300)}" r="${4 + (i % 3) * 2}" fill="#fff"/>`)
            .join(""),
        [
          { garment: "coat", colour: "#b08a5a", at: onFigure(40, 10, 0.74) },
          { garment: "knit", colour: "#8c2f39", at: onFigure(330, 130, 0.7) },
        ],
        { svg: ADULT, at: onFigure(40, 10, 0.74) },
      );
      break;
    case "trend-denim":
      c = composition(
        vw,
        vh,
        "#e9edf2",
        `<rect x="60" y="60" width="480" height="680" rx="240" fill="#dce3eb"/>`,
        [
          { garment: "jeans", colour: "#3b5a80", at: onFigure(0, 14, 1) },
          { garment: "jacket", colour: "#6d8fb5", at: onFigure(0, 14, 1) },
        ],
        { svg: ADULT, at: onFigure(0, 14, 1) },
      );
      break;
    default: {
      // an abstract composition: soft arcs, a disc and a band, in a palette chosen by the name
      const h = hash(key);
      const palettes = [
        ["#f1ece4", "#e2d3c1", "#c9a27e", "#8c6f56"],
        ["#eceff0", "#d4dde0", "#9fb3b8", "#4f6a72"],
        ["#f3ebea", "#e6cfcb", "#c98f86", "#7d4b46"],
        ["#eef0e8", "#d9dfca", "#a7b28a", "#5d6a48"],
      ];
      const p = palettes[h % palettes.length] ?? ["#f1ece4", "#e2d3c1", "#c9a27e", "#8c6f56"];
      const r = 120 + ((h >>> 4) % 80);
      const cx = vw * (0.3 + ((h >>> 8) % 40) / 100);
      c = {
        css: "",
        defs: "",
        body:
          `<rect width="${vw}" height="${vh}" fill="${p[0]}"/>` +
          `<path d="M0 ${vh * 0.62}Q${vw / 2} ${vh * 0.48} ${vw} ${vh * 0.66}V${vh}H0Z" fill="${p[1]}"/>` +
          `<circle cx="${n2(cx)}" cy="${n2(vh * 0.4)}" r="${r}" fill="${p[2]}"/>` +
          `<rect x="${n2(vw * 0.12)}" y="${n2(vh * 0.2)}" width="${n2(vw * 0.14)}" height="${n2(vh * 0.6)}" rx="${n2(vw * 0.07)}" fill="${p[3]}" opacity=".85"/>` +
          `<circle cx="${n2(vw * 0.78)}" cy="${n2(vh * 0.78)}" r="${n2(r / 3)}" fill="none" stroke="${p[3]}" stroke-width="6"/>`,
      };
    }
  }
  return svgDoc(w, height, vw, vh, c.css, c.defs, c.body);
}

/** The sites' flags (3:2), drawn simply: the footer's country selector shows them (R3.19). */
const FLAG_BODIES: Record<string, string> = {
  FR: `<rect width="30" height="20" fill="#ed2939"/><rect width="20" height="20" fill="#fff"/><rect width="10" height="20" fill="#002395"/>`,
  IT: `<rect width="30" height="20" fill="#ce2b37"/><rect width="20" height="20" fill="#fff"/><rect width="10" height="20" fill="#009246"/>`,
  DE: `<rect width="30" height="20" fill="#ffce00"/><rect width="30" height="13.34" fill="#dd0000"/><rect width="30" height="6.67" fill="#000"/>`,
  PL: `<rect width="30" height="20" fill="#dc143c"/><rect width="30" height="10" fill="#fff"/>`,
  ES: `<rect width="30" height="20" fill="#aa151b"/><rect y="5" width="30" height="10" fill="#f1bf00"/>`,
  CH: `<rect width="30" height="20" fill="#da291c"/><rect x="13" y="4" width="4" height="12" fill="#fff"/><rect x="9" y="8" width="12" height="4" fill="#fff"/>`,
  AT: `<rect width="30" height="20" fill="#c8102e"/><rect y="6.67" width="30" height="6.67" fill="#fff"/>`,
  GB: `<rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.5"/>`,
};
export const FLAG_CODES = Object.keys(FLAG_BODIES);

export function renderFlag(code: string, width: number): string | null {
  const body = FLAG_BODIES[code.toUpperCase()];
  if (!body) return null;
  const w = Math.min(Math.max(Math.round(width) || 30, 12), 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.round((w * 2) / 3)}" viewBox="0 0 30 20">${body}</svg>`;
}
