import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';
const [src, out, x, y, w, h, dpi = '150', z = '3'] = process.argv.slice(2);
const im = await loadImage(readFileSync(src)); const s = Number(dpi) / 72; const Z = Number(z);
const [X, Y, W, Hh] = [Number(x) * s, (792 - Number(y) - Number(h)) * s, Number(w) * s, Number(h) * s];
const c = createCanvas(Math.round(W * Z), Math.round(Hh * Z)); const ctx = c.getContext('2d');
ctx.drawImage(im, X, Y, W, Hh, 0, 0, W * Z, Hh * Z); writeFileSync(out, c.toBuffer('image/png'));
