// svg.test.js - the library's picture, with the marks a page asks for.
// The document's promises (include/variantchess.h): one class="cell"
// element with data-cell per cell, one class="target" element per
// target, one class="highlight" per highlighted cell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const count = (svg, re) => (svg.match(re) ?? []).length;

test('each cell of the kite board is drawn once, by name', () => {
  const g = new vchess.Game('trihexagonal');
  const svg = g.svg();
  assert.ok(svg.includes('<svg'));
  assert.equal(count(svg, /class="cell"/g), 72);
  assert.ok(svg.includes('data-cell="c4/"'));
  g.free();
});

test('targets and highlights are marked', () => {
  const g = new vchess.Game();
  const svg = g.svg({ highlight: ['e2'], targets: ['e3', 'e4'] });
  assert.equal(count(svg, /class="target"/g), 2);
  assert.equal(count(svg, /class="highlight"/g), 1);
  assert.throws(() => g.svg({ targets: ['z9'] }), RangeError);
  g.free();
});

test('size, names and flip change the picture', () => {
  const g = new vchess.Game('trumpisten');
  assert.match(g.svg({ size: 321 }), /width="321(\.0)?"/);
  assert.ok(count(g.svg({ names: true }), /class="name"/g) === 51);
  assert.notEqual(g.svg({ flip: true }), g.svg());
  g.free();
});
