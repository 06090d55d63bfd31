import { readFileSync, writeFileSync } from 'node:fs';
import { openPdf, renderPage } from '../src/read/pdfjs.js';
import { OcrEngine } from '../src/read/ocr.js';
import { loadLayout } from '../src/read/layout.js';
import { registerPage, applyAffine } from '../src/read/registration.js';
const file = process.argv[2]!; const dpi = Number(process.argv[3] ?? 150);
const pdf = await openPdf(new Uint8Array(readFileSync(file)));
const page = await pdf.getPage(1);
const image = await renderPage(page, dpi);
writeFileSync('/tmp/page.png', image.canvas.toBuffer('image/png'));
const ocr = new OcrEngine();
const r = await ocr.recognize(image.canvas.toBuffer('image/png'));
await ocr.close();
const layout = await loadLayout();
const pw = r.words.map((w) => ({ text: w.text, confidence: w.confidence, px: w.x0, py: w.y1, x: w.x0 / image.scale, y: image.pageHeight - w.y1 / image.scale, w: (w.x1 - w.x0) / image.scale, h: (w.y1 - w.y0) / image.scale, page: 1 }));
const reg = registerPage(pw, layout.printedWords)!;
console.log('conf', r.confidence, 'matched', reg?.matched, reg?.transform.map((v) => v.toFixed(4)).join(' '));
for (const w of pw) { const [X, Y] = applyAffine(reg.transform, w.px, w.py); console.log(X.toFixed(0).padStart(4), Y.toFixed(0).padStart(4), w.confidence.toFixed(0).padStart(3), w.text); }
for (const [k, b] of layout.fields) console.error(k, b.x.toFixed(0), b.y.toFixed(0), b.w.toFixed(0), b.h.toFixed(0));
