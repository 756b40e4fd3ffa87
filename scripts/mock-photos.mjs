// The offline media service's photo encoder (decision 195): the mock backend draws a picture as
// an SVG and this turns it into what a retailer's image CDN sends, a photo's weight in the format
// and width the srcset asks (JPEG, WebP, AVIF). It runs in Node beside workerd (serve.mjs gives the
// mock a MEDIA service binding to it) because encoding needs libvips, through sharp.
//
// The drawing is rasterised at half the asked width and enlarged, then a fixed grain is laid over
// it: a photo's fine detail is what makes its bytes, and a flat drawing would weigh a fifth of one.
// Answers are kept in memory and on disk (node_modules/.cache), so a picture is encoded once per
// machine, not once per run: benches and tests measure the bytes, not the encoder.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";

const FORMATS = {
  jpeg: { type: "image/jpeg", encode: (image, quality) => image.jpeg({ quality, mozjpeg: false }) },
  // effort 2 of 6: 40 KB where the default (4) makes 42 KB, in a third of its time; a cold run
  // (a fresh clone's e2e suite) encodes every picture it shows once.
  webp: { type: "image/webp", encode: (image, quality) => image.webp({ quality, effort: 2 }) },
  // effort 2 of 9: an AVIF of the same weight class in a third of the default's time.
  avif: {
    type: "image/avif",
    encode: (image, quality) => image.avif({ quality: Math.round(quality * 0.6), effort: 2 }),
  },
};
/** The widest picture the media service publishes (mocks/photos.ts rounds the asked width up to a published one). */
const WIDEST = 1920;
const GRAIN_SIZE = 256;
// Amplitude of the grain around mid-grey, laid with "overlay": 16 gives an 800-wide WebP of
// 40-60 KB and a 1279-wide JPEG of 150-180 KB, a studio packshot's weight.
const GRAIN_AMPLITUDE = 16;
const MEMORY_BUDGET = 128 * 1024 * 1024;
/** Part of every cache key: a picture the encoder would now make differently is made again. */
const ENCODER_VERSION = 2;

/** A deterministic grey grain (a linear congruential sequence): the same bytes on every machine. */
function grainTile() {
  const pixels = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 3);
  let state = 7;
  for (let index = 0; index < GRAIN_SIZE * GRAIN_SIZE; index++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const value = 128 + Math.round((((state >>> 8) & 0xffff) / 0xffff - 0.5) * 2 * GRAIN_AMPLITUDE);
    pixels.fill(value, index * 3, index * 3 + 3);
  }
  return pixels;
}

/**
 * `(request) => { status, type, bytes }` behind Miniflare's service binding (serve.mjs makes the
 * Response): the drawing (an SVG whose own width is about half the picture's) POSTed to
 * `/photo?w=&format=&quality=`.
 */
export function createPhotoService({ cacheDir }) {
  const grain = grainTile();
  const memory = new Map();
  let memoryBytes = 0;
  mkdirSync(cacheDir, { recursive: true });

  function remember(key, bytes) {
    memory.set(key, bytes);
    memoryBytes += bytes.length;
    for (const [oldest, kept] of memory) {
      if (memoryBytes <= MEMORY_BUDGET) break;
      memory.delete(oldest);
      memoryBytes -= kept.length;
    }
  }

  async function encode(svg, width, format, quality) {
    const drawing = await sharp(Buffer.from(svg))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const height = Math.round((drawing.info.height * width) / drawing.info.width);
    // Enlarged from raw pixels: asked to resize an SVG, libvips would draw it at the full size.
    // Bilinear: a drawing's flat areas gain nothing from a sharper kernel, at twice its cost.
    const enlarged = await sharp(drawing.data, { raw: drawing.info })
      .resize(width, height, { kernel: "linear" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return FORMATS[format].encode(sharp(withGrain(enlarged), { raw: enlarged.info }), quality).toBuffer();
  }

  /**
   * The grain laid over RGB pixels with the "overlay" blend (libvips' own composite of a tiled
   * grain took twice as long as this loop).
   */
  function withGrain({ data, info }) {
    const out = Buffer.from(data);
    for (let y = 0; y < info.height; y++) {
      const grainRow = (y % GRAIN_SIZE) * GRAIN_SIZE * 3;
      for (let x = 0; x < info.width; x++) {
        const pixel = (y * info.width + x) * info.channels;
        const noise = grain[grainRow + (x % GRAIN_SIZE) * 3];
        for (let channel = 0; channel < 3; channel++) {
          const base = data[pixel + channel];
          out[pixel + channel] = base < 128 ? (2 * base * noise) / 255 : 255 - (2 * (255 - base) * (255 - noise)) / 255;
        }
      }
    }
    return out;
  }

  return async function photo(request) {
    // The mock has already settled width, format and quality (mocks/photos.ts): what it would
    // never send is refused, not mended a second time.
    const url = new URL(request.url);
    const format = url.searchParams.get("format");
    const quality = Number(url.searchParams.get("quality"));
    const width = Number(url.searchParams.get("w"));
    const valid =
      request.method === "POST" &&
      Object.hasOwn(FORMATS, format) &&
      Number.isInteger(quality) &&
      quality >= 1 &&
      quality <= 100 &&
      Number.isInteger(width) &&
      width >= 1 &&
      width <= WIDEST;
    const svg = valid ? await request.text() : "";
    if (!svg.startsWith("<svg"))
      return {
        status: 400,
        type: "text/plain",
        bytes: Buffer.from("An SVG drawing, a format, a quality and a width are expected"),
      };
    const key = createHash("sha256")
      .update(`${ENCODER_VERSION}|${width}|${format}|${quality}|${GRAIN_AMPLITUDE}|${svg}`)
      .digest("hex");
    let bytes = memory.get(key);
    if (!bytes) {
      const file = resolve(cacheDir, `${key}.${format}`);
      try {
        bytes = readFileSync(file);
      } catch {
        bytes = await encode(svg, width, format, quality);
        writeFileSync(file, bytes);
      }
      remember(key, bytes);
    }
    return { status: 200, type: FORMATS[format].type, bytes };
  };
}
