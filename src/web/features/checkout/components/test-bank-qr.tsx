// A QR code's look for the test bank's Bancontact step (issue 31): our own squares, not a code
// any app can read — in test mode there is nothing to scan. The pattern is fixed (seeded from the
// reference), so the page looks the same each time it is opened.

const SIZE = 21;

/** A small deterministic pseudo-random generator (mulberry32), seeded from the text. */
function cellsOf(seedText: string): boolean[] {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  const cells: boolean[] = [];
  for (let index = 0; index < SIZE * SIZE; index += 1) {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    cells.push(((value ^ (value >>> 14)) >>> 0) % 2 === 0);
  }
  return cells;
}

/** Whether (x, y) lies in one of the three corner finder squares (drawn apart). */
function inFinder(x: number, y: number): boolean {
  const near = (value: number) => value < 8;
  const far = (value: number) => value >= SIZE - 8;
  return (near(x) && near(y)) || (far(x) && near(y)) || (near(x) && far(y));
}

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="7" height="7" className="fill-ink" />
      <rect x={x + 1} y={y + 1} width="5" height="5" className="fill-white" />
      <rect x={x + 2} y={y + 2} width="3" height="3" className="fill-ink" />
    </g>
  );
}

export function TestBankQr({ seed, label }: { seed: string; label: string }) {
  const cells = cellsOf(seed);
  return (
    <svg
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      className="size-40 rounded-field bg-white"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      {cells.map((on, index) => {
        const x = index % SIZE;
        const y = Math.floor(index / SIZE);
        return on && !inFinder(x, y) ? (
          <rect key={index} x={x} y={y} width="1" height="1" className="fill-ink" />
        ) : null;
      })}
      <Finder x={0} y={0} />
      <Finder x={SIZE - 7} y={0} />
      <Finder x={0} y={SIZE - 7} />
    </svg>
  );
}
