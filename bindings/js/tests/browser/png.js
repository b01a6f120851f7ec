// png.js - just enough of PNG to tell whether a screenshot shows
// something: 8-bit RGB or RGBA, not interlaced (what Chromium writes).
import { inflateSync } from 'node:zlib';

function chunks(buf) {
  const list = [];
  for (let at = 8; at < buf.length; ) {
    const length = buf.readUInt32BE(at);
    list.push({ type: buf.toString('latin1', at + 4, at + 8), data: buf.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return list;
}

function paeth(a, b, c) {
  const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(raw, width, height, bpp) {
  const stride = width * bpp, out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0, b = y ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y ? out[(y - 1) * stride + x - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      out[y * stride + x] = (line[x] + pred) & 255;
    }
  }
  return out;
}

/** { width, height, pixels (RGB(A) bytes), bpp } of a PNG file's bytes. */
export function decodePng(buf) {
  if (buf.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  const parts = chunks(buf), ihdr = parts.find((c) => c.type === 'IHDR').data;
  const width = ihdr.readUInt32BE(0), height = ihdr.readUInt32BE(4);
  const depth = ihdr[8], colour = ihdr[9], interlace = ihdr[12];
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace) throw new Error('unsupported PNG');
  const bpp = colour === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(parts.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return { width, height, bpp, pixels: unfilter(raw, width, height, bpp) };
}

/** Distinct colours, and the share of pixels unlike the top-left one. */
export function pngStats(buf) {
  const { width, height, bpp, pixels } = decodePng(buf);
  const colours = new Set();
  let differ = 0;
  const key = (i) => (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
  const background = key(0);
  for (let i = 0; i < width * height * bpp; i += bpp) {
    const k = key(i);
    colours.add(k);
    if (k !== background) differ++;
  }
  return { width, height, colours: colours.size, inked: differ / (width * height) };
}
