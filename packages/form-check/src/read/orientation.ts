import { canvasModule, getPage, openPdf, renderPage } from './pdfjs.js';
import { readOfficialForm } from './layout.js';

type Image = Awaited<ReturnType<typeof renderPage>>;
/** The page is drawn 272 x 352 pixels (2.25 points a pixel) and compared on cells of 8 x 8 of them (18 points). */
const [WIDTH, HEIGHT, CELL] = [272, 352, 8];

/**
 * How much print each cell of a portrait page holds: the change in grey between neighbouring pixels, summed. Edges,
 * not darkness: a photo's desk and its light falling off are dark too, but smooth.
 */
function printGrid(image: Image): Float64Array {
  const canvas = canvasModule.createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.canvas as never, 0, 0, WIDTH, HEIGHT);
  const { data } = ctx.getImageData(0, 0, WIDTH, HEIGHT);
  const grey = (x: number, y: number) => data[4 * (y * WIDTH + x)]! + data[4 * (y * WIDTH + x) + 1]!;
  const grid = new Float64Array((WIDTH / CELL) * (HEIGHT / CELL));
  for (let y = 0; y < HEIGHT - 1; y++)
    for (let x = 0; x < WIDTH - 1; x++) {
      const g = grey(x, y);
      grid[Math.floor(y / CELL) * (WIDTH / CELL) + Math.floor(x / CELL)]! +=
        Math.abs(grey(x + 1, y) - g) + Math.abs(grey(x, y + 1) - g);
    }
  return grid;
}

let blank: Promise<Float64Array> | undefined;
/** The blank official form's grid. */
const loadBlankGrid = () =>
  (blank ??= (async () => {
    const pdf = await openPdf(readOfficialForm());
    try {
      return printGrid(await renderPage(await getPage(pdf, 1), 72));
    } finally {
      await pdf.destroy();
    }
  })());

function correlation(a: Float64Array, b: Float64Array): number {
  const mean = (v: Float64Array) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/** Each turn's likeness to the blank form: the correlation of its print grid with the blank's (-1 to 1). */
export async function scoreTurns(
  drawn: Image,
  turns: number[],
  turn: (image: Image, quarters: number) => Image,
): Promise<Map<number, number>> {
  const blankGrid = await loadBlankGrid();
  return new Map(turns.map((q) => [q, correlation(printGrid(turn(drawn, q)), blankGrid)]));
}

/**
 * The turns to try, the likeliest first (decision 316). A guess only orders the OCR passes; the printed words
 * registered still decide, so a wrong guess costs the one pass every turned page paid before.
 */
export async function likelyTurns(
  drawn: Image,
  turns: number[],
  turn: (image: Image, quarters: number) => Image,
): Promise<number[]> {
  const score = await scoreTurns(drawn, turns, turn);
  return [...turns].sort((a, b) => score.get(b)! - score.get(a)!);
}
