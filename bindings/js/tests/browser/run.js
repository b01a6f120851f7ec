// run.js - the play page in headless Chromium, driven by real clicks:
// a Trihexagonal Chess opening (FENs from docs/rules/trihexagonal.md),
// an engine move, a promotion by choice, undo, the Trumpisten page's
// Diagram pasted and played, and a screenshot that must show a board;
// then crazyhouse captures and a drop from the hand, a shogi promotion
// by choice, and a second screenshot with the hands (-drops.png); an
// S-Chess gating by choice, a third (-gating.png);
// all after the server has stopped, since a loaded page needs it no more.
// Environment: CHROMIUM (default chromium), VCHESS_JS_DIR (the package,
// built), VCHESS_TEST_DATA (tests/ of the source tree), and
// VCHESS_SCREENSHOT (where the PNG goes; default in the temporary folder).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { launch } from './cdp.js';
import { serve } from './server.js';
import { pngStats } from './png.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = process.env.VCHESS_JS_DIR ?? `${here}/../..`;
const data = process.env.VCHESS_TEST_DATA ?? `${here}/../../../../tests`;
const shot = process.env.VCHESS_SCREENSHOT ?? join(tmpdir(), 'vchess-page.png');
const boardAndTurn = (fen) => fen.split(' ').slice(0, 2).join(' ');

// Page coordinates of a point inside the cell: the centroid of its
// polygon, checked to be on the cell itself.
const CELL_POINT = (name) => `(() => {
  const el = document.querySelector('#board [data-cell="${name}"]');
  if (!el) return null;
  el.scrollIntoView({ block: 'nearest' });
  const m = el.getScreenCTM(), pts = el.points;
  let x = 0, y = 0;
  for (let i = 0; i < pts.numberOfItems; i++) { x += pts.getItem(i).x; y += pts.getItem(i).y; }
  const p = new DOMPoint(x / pts.numberOfItems, y / pts.numberOfItems).matrixTransform(m);
  const hit = document.elementFromPoint(p.x, p.y);
  return hit === el ? [p.x, p.y] : null;
})()`;

async function clickCell(page, name) {
  const at = await page.evaluate(CELL_POINT(name));
  assert.ok(at, `cell ${name} is on the board and clickable`);
  await page.click(at[0], at[1]);
}

async function clickButton(page, selector) {
  const at = await page.evaluate(`(() => { const el = document.querySelector('${selector}');
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
  await page.click(at[0], at[1]);
}

const fenShown = (page) => page.evaluate("document.getElementById('fen').value");
const targets = (page) => page.evaluate("document.querySelectorAll('#board .target').length");
const choose = (page, id, value) => page.evaluate(`(() => { const s = document.getElementById('${id}');
  s.value = ${JSON.stringify(value)}; s.dispatchEvent(new Event('change')); return s.value; })()`);

async function trihexagonalOpening(page) {
  await choose(page, 'side', 'both');
  await choose(page, 'variant', 'trihexagonal');
  assert.equal(await page.evaluate("document.querySelectorAll('#board .cell').length"), 72);
  await clickCell(page, 'b2');
  assert.equal(await targets(page), 2, 'b2: b3 and c4/ (the rules table)');
  await clickCell(page, 'c4/');
  assert.equal(await fenShown(page), 'rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/RNBQBKBNR b Kk b3 0 1');
  await clickCell(page, 'e7');
  await clickCell(page, 'd5/');
  assert.equal(await fenShown(page), 'rnbkbqbnr/pppppp1pp/9/4p4/4P4/9/PP1PPPPPP/RNBQBKBNR w Kk e6 0 2');
}

async function engineMove(page) {
  const before = await fenShown(page);
  await choose(page, 'strength', 'time:100');
  await clickButton(page, '#engine-move');
  await page.waitFor(`document.body.dataset.thinking === '0' && document.getElementById('fen').value !== ${JSON.stringify(before)}`);
  const after = await fenShown(page);
  assert.equal(after.split(' ')[1], 'b', 'white moved');
  assert.equal(await page.evaluate("document.querySelectorAll('#moves li').length"), 2);
}

async function versusEngine(page) {
  await choose(page, 'side', 'white');
  await choose(page, 'strength', 'depth:1');
  await choose(page, 'variant', 'chess');
  await clickCell(page, 'e2');
  await clickCell(page, 'e4');
  await page.waitFor("document.body.dataset.thinking === '0' && document.getElementById('fen').value.split(' ')[1] === 'w'");
  const fen = await fenShown(page);
  // black's reply may be a double step (an en-passant cell in the FEN)
  assert.match(fen, / w KQkq (-|[a-h]6) \d+ 2$/, 'black replied');
  assert.equal(fen.split('/')[4], '4P3', 'nothing black has reaches e4 in one move');
  assert.equal(await page.evaluate("document.querySelectorAll('#moves li').length"), 1);
  await choose(page, 'side', 'both');
}

async function promotionAndUndo(page) {
  await choose(page, 'variant', 'chess');
  await page.evaluate("document.getElementById('fen').value = '8/P6k/8/8/8/8/8/K7 w - - 0 1'");
  await clickButton(page, '#set-fen');
  await clickCell(page, 'a7');
  await clickCell(page, 'a8');
  await page.waitFor("!document.getElementById('promotion').hidden");
  assert.equal(await page.evaluate("document.querySelectorAll('#promotion-choices button').length"), 4);
  await clickButton(page, '#promotion-choices button[data-promotion="n"]');
  assert.equal(boardAndTurn(await fenShown(page)), 'N7/7k/8/8/8/8/8/K7 b');
  await clickButton(page, '#undo');
  assert.equal(await fenShown(page), '8/P6k/8/8/8/8/8/K7 w - - 0 1');
}

const cellY = (page, name) => page.evaluate(`document.querySelector('#board [data-cell="${name}"]').getBoundingClientRect().y`);

async function flip(page) {
  const [a1, a8] = [await cellY(page, 'a1'), await cellY(page, 'a8')];
  assert.ok(a1 > a8, 'white at the bottom');
  await clickButton(page, '#flip');
  assert.ok(await cellY(page, 'a1') < await cellY(page, 'a8'), 'black at the bottom');
  await clickButton(page, '#flip');
}

async function trumpistenDiagram(page) {
  const line = readFileSync(`${data}/data/trumpisten-diagram.txt`, 'utf8').split('\n')
    .find((l) => l.startsWith('files=5 ranks=11'));
  await clickButton(page, '#define summary');
  // A mistake first: the page says where it is.
  await page.evaluate(`document.getElementById('definition').value = '[bad:chess]\\nnoSuchKey = 1\\n'`);
  await clickButton(page, '#load-definition');
  assert.match(await page.evaluate("document.getElementById('definition-error').textContent"), /^line 2, column 1: /);
  await page.evaluate(`document.getElementById('definition').value = ${JSON.stringify(line)}`);
  await clickButton(page, '#load-definition');
  assert.equal(await page.evaluate("document.getElementById('definition-error').textContent"), '');
  assert.equal(boardAndTurn(await fenShown(page)), 'ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w');
  assert.equal(await page.evaluate("document.querySelectorAll('#board .cell').length"), 51);
  await clickCell(page, 'b2');
  await clickCell(page, 'c4');
  assert.equal(boardAndTurn(await fenShown(page)), 'ppkpp/rnqnr/5/5/*3*/5/*3*/2N2/5/R1QNR/PPKPP b');
}

// How many pieces of a letter (FEN case) a side's hand shows.
const handCount = (page, side, letter) => page.evaluate(`(() => {
  const g = document.querySelector('#board .hand[data-side="${side}"] .held[data-piece="${letter}"]');
  return g ? Number(g.dataset.count) : 0; })()`);
const HELD = (side, letter) => `#board .hand[data-side="${side}"] .held[data-piece="${letter}"]`;

// Crazyhouse rules: a capture puts the piece in the capturer's hand; a
// pawn is dropped on any empty cell but the first and last ranks.
async function crazyhouseDrop(page, shotFile) {
  await choose(page, 'side', 'both');
  await choose(page, 'variant', 'crazyhouse');
  for (const [from, to] of [['e2', 'e4'], ['d7', 'd5'], ['e4', 'd5']]) {
    await clickCell(page, from);
    await clickCell(page, to);
  }
  assert.equal(await fenShown(page), 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2');
  assert.equal(await handCount(page, 'white', 'P'), 1);
  await clickCell(page, 'd8');
  await clickCell(page, 'd5');
  assert.equal(await handCount(page, 'black', 'p'), 1);
  await clickButton(page, HELD('white', 'P'));
  assert.equal(await page.evaluate(`document.querySelector('${HELD('white', 'P')}').classList.contains('chosen')`), true);
  // 30 pieces on 64 cells: 34 empty, one of them (d8) on the last rank.
  assert.equal(await targets(page), 33);
  await clickCell(page, 'e6');
  assert.equal(await fenShown(page), 'rnb1kbnr/ppp1pppp/4P3/3q4/8/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3');
  assert.equal(await handCount(page, 'white', 'P'), 0);
  // Black's pawn picked up (a screenshot) and put back: no drop, the
  // targets gone.
  await clickButton(page, HELD('black', 'p'));
  assert.equal(await targets(page), 32, '31 pieces: 33 empty cells, d8 on a last rank');
  await page.evaluate('window.scrollTo(0, 0)');
  const stats = await screenshot(page, shotFile);
  console.log(`ok - screenshot ${shotFile}: black's pawn picked up, ${stats.colours} colours`);
  await clickButton(page, HELD('black', 'p'));
  assert.equal(await targets(page), 0);
}

// Shogi: a lance entering the zone may promote or not: the page asks.
async function shogiPromotion(page) {
  await choose(page, 'variant', 'shogi');
  await page.evaluate("document.getElementById('fen').value = 'k8/9/9/4L4/9/9/9/9/4K4[] w - - 0 1'");
  await clickButton(page, '#set-fen');
  await clickCell(page, 'e6');
  await clickCell(page, 'e7');
  await page.waitFor("!document.getElementById('promotion').hidden");
  assert.equal(await page.evaluate("document.querySelectorAll('#promotion-choices button').length"), 2);
  await clickButton(page, '#promotion-choices button[data-promotion="+"]');
  assert.equal(boardAndTurn(await fenShown(page)), 'k8/9/4+L4/9/9/9/9/9/4K4[] b');
  await clickButton(page, '#undo');
  await clickCell(page, 'e6');
  await clickCell(page, 'e7');
  await page.waitFor("!document.getElementById('promotion').hidden");
  await clickButton(page, '#promotion-choices button[data-promotion=""]');
  assert.equal(boardAndTurn(await fenShown(page)), 'k8/9/4L4/9/9/9/9/9/4K4[] b');
}

// S-Chess: the knight leaving b1 may bring in the hawk or the elephant,
// or nothing: the page asks, and the hawk stands on b1 after.
async function seirawanGating(page, shotFile) {
  await choose(page, 'variant', 'seirawan');
  await clickCell(page, 'b1');
  await clickCell(page, 'c3');
  await page.waitFor("!document.getElementById('promotion').hidden");
  assert.equal(await page.evaluate("document.querySelectorAll('#promotion-choices button').length"), 3);
  const stats = await screenshot(page, shotFile);
  console.log(`ok - screenshot ${shotFile}: the gating choice, ${stats.colours} colours`);
  await clickButton(page, '#promotion-choices button[data-promotion="h"]');
  assert.equal(boardAndTurn(await fenShown(page)),
    'rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b');
}

async function screenshot(page, file = shot) {
  const png = await page.screenshot();
  writeFileSync(file, png);
  const stats = pngStats(png);
  assert.ok(stats.colours > 50, `only ${stats.colours} colours`);
  assert.ok(stats.inked > 0.1, `only ${(100 * stats.inked).toFixed(1)} % drawn`);
  return stats;
}

function stop(server) {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
}

async function main() {
  const server = await serve(root);
  const page = await launch(process.env.CHROMIUM || 'chromium');
  const errors = [];
  page.on((m) => {
    if (m.method === 'Runtime.exceptionThrown') errors.push(m.params.exceptionDetails.exception?.description);
  });
  const t0 = Date.now();
  try {
    await page.send('Page.navigate', { url: `http://127.0.0.1:${server.address().port}/www/` });
    await page.waitFor('document.body?.dataset.ready === "1"');
    await stop(server);
    console.log('ok - page loaded; the server is stopped, the rest runs offline');
    for (const step of [trihexagonalOpening, engineMove, versusEngine, promotionAndUndo, flip, trumpistenDiagram]) {
      await step(page);
      console.log(`ok - ${step.name}`);
    }
    const stats = await screenshot(page);
    console.log(`ok - screenshot ${shot}: ${stats.width}x${stats.height}, ${stats.colours} colours`);
    await crazyhouseDrop(page, shot.replace(/(\.png)?$/, '-drops.png'));
    console.log('ok - crazyhouseDrop');
    await shogiPromotion(page);
    console.log('ok - shogiPromotion');
    await seirawanGating(page, shot.replace(/(\.png)?$/, '-gating.png'));
    console.log('ok - seirawanGating');
    assert.deepEqual(errors, [], 'no uncaught errors in the page');
  } finally {
    await page.close();
    await stop(server);
  }
  console.log(`browser test passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

main().catch((e) => { console.error(`not ok - ${e.stack ?? e}`); process.exit(1); });
