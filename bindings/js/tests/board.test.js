// board.test.js - cells with their shapes, for pages that draw any board.
// Expected: a1 spans (0,0)-(1,1) (the header's geometry), chess's a1 is
// dark, and docs/rules/trihexagonal.md: 72 kites of a hexagon of side 1
// (each sqrt(3)/4 in area), 24 of them white, named with a slash;
// docs/rules/glinski.md: 91 hexagons, 30 light, 30 dark, 31 middle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

function area(polygon) {
  let twice = 0;
  polygon.forEach(([x, y], i) => {
    const [u, v] = polygon[(i + 1) % polygon.length];
    twice += x * v - u * y;
  });
  return twice / 2;
}

test('chess: 64 unit squares, a1 at the origin and dark', () => {
  const g = new vchess.Game();
  const cells = g.cells();
  assert.equal(cells.length, 64);
  const a1 = cells.find((c) => c.name === 'a1');
  const corners = a1.polygon.map((p) => p.join(',')).sort();
  assert.deepEqual(corners, ['0,0', '0,1', '1,0', '1,1']);
  assert.deepEqual(a1.centre, [0.5, 0.5]);
  assert.equal(a1.shade, 'dark');
  assert.equal(cells.find((c) => c.name === 'h1').shade, 'light');
  assert.equal(cells.find((c) => c.name === 'e1').piece, 'K');
  assert.equal(cells.find((c) => c.name === 'e4').piece, undefined);
  assert.deepEqual([g.info().kind, g.info().files, g.info().ranks], ['rect', 8, 8]);
  assert.deepEqual(g.info().holes, []);
  g.free();
});

test('trihexagonal: 72 kites, counter-clockwise, of area sqrt(3)/4', () => {
  const g = new vchess.Game('trihexagonal');
  const cells = g.cells();
  assert.equal(g.info().kind, 'kites');
  assert.equal(cells.length, 72);
  for (const c of cells) {
    assert.equal(c.polygon.length, 4, c.name);
    assert.ok(Math.abs(area(c.polygon) - Math.sqrt(3) / 4) < 1e-9, c.name);
  }
  const white = cells.filter((c) => c.shade === 'light');
  assert.equal(white.length, 24);
  assert.ok(white.every((c) => c.name.endsWith('/')));
  assert.ok(cells.some((c) => c.name === 'c4/'));
  g.free();
});

test('glinski: 91 regular hexagons of side 1, three shades, no holes', () => {
  const g = new vchess.Game('glinski');
  const cells = g.cells();
  assert.deepEqual([g.info().kind, g.info().hexagons, g.info().holes.length],
    ['hexagonal', 91, 0]);
  assert.equal(cells.length, 91);
  for (const c of cells) {
    assert.equal(c.polygon.length, 6, c.name);
    assert.ok(Math.abs(area(c.polygon) - 1.5 * Math.sqrt(3)) < 1e-9, c.name);
  }
  const count = (s) => cells.filter((c) => c.shade === s).length;
  assert.deepEqual([count('light'), count('dark'), count('middle')], [30, 30, 31]);
  assert.equal(cells.find((c) => c.name === 'f6').shade, 'middle');
  assert.equal(cells.find((c) => c.name === 'f1').piece, 'B');
  g.free();
});

test('trumpisten: 51 squares, the four holes are not cells', () => {
  const g = new vchess.Game('trumpisten');
  const names = g.cells().map((c) => c.name);
  assert.equal(names.length, 51);
  for (const hole of ['a5', 'e5', 'a7', 'e7']) assert.ok(!names.includes(hole), hole);
  assert.throws(() => g.piece('a5'), RangeError);
  // a5, e5, a7, e7: files 0 and 4, ranks 5 and 7 (lower-left corners)
  const corners = g.info().holes.map((h) => h[0].join(',')).sort();
  assert.deepEqual(corners, ['0,4', '0,6', '4,4', '4,6']);
  g.free();
});
