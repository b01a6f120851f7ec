// app.js - the play page: pick or paste a variant, click to move (or to
// drop a piece from a hand), play the engine (on a Web Worker), undo,
// flip, FEN and PGN in and out.
import { init, variants, loadVariants, Game, readPgn, Engine } from '../index.js';
import { statusText, drawBoard, drawHands, drawMoves, showFen, showError, offerSavedPgn, choosePromotion } from './view.js';

const $ = (id) => document.getElementById(id);
const state = { game: null, flip: false, selected: null, drop: null, thinking: false, engine: null, token: 0, pasted: 0 };

// state.selected: the board cell whose piece is picked up; state.drop:
// the letter of the hand piece picked up instead (one of the two at most).
function render() {
  const { game, selected, drop } = state;
  let targets = [];
  if (selected) targets = game.legalMoves().filter((m) => m.from === selected && !m.drop).map((m) => m.to);
  else if (drop) targets = game.dropDests().get(drop) ?? [];
  drawBoard(game, { flip: state.flip, selected, targets });
  drawHands(game, { drop, live: !state.thinking && !game.outcome() && humanToMove() });
  $('status').textContent = statusText(game, state.thinking);
  document.body.dataset.thinking = state.thinking ? '1' : '0';
  showFen(game);
  drawMoves(sanHistory(game));
  offerSavedPgn(game);
}

function sanHistory(game) {
  const replay = new Game(game.variant, game.startFen());
  try {
    return game.history().map((uci) => replay.push(uci).san);
  } finally {
    replay.free();
  }
}

function fillVariants(chosen) {
  const select = $('variant');
  select.replaceChildren(...variants().map((name) => new Option(name, name)));
  select.value = chosen;
}

function setGame(game) {
  state.thinking = false;
  state.game?.free();
  state.game = game;
  state.selected = null;
  state.drop = null;
  state.token++;
  fillVariants(game.variant);
  render();
  maybeEngine();
}

function humanToMove() {
  const side = $('side').value;
  return side === 'both' || side === state.game.turn;
}

async function onCellClick(cell) {
  const { game } = state;
  if (state.thinking || game.outcome() || !humanToMove()) return;
  const moves = game.legalMoves();
  const chosen = moves.filter((m) => m.to === cell &&
    (state.drop ? m.drop === state.drop : m.from === state.selected && !m.drop));
  if (chosen.length) return play(chosen.length > 1 ? await promotion(chosen) : chosen[0]);
  state.selected = moves.some((m) => m.from === cell && !m.drop) && cell !== state.selected ? cell : null;
  state.drop = null;
  render();
}

/** A hand piece clicked: picked up (its drop targets shown), or put back. */
function onHandClick(side, letter) {
  const { game } = state;
  if (state.thinking || game.outcome() || !humanToMove() || side !== game.turn) return;
  state.drop = state.drop === letter ? null : letter;
  state.selected = null;
  render();
}

function promotion(moves) {
  const names = new Map(state.game.info().pieces.map((p) => [p.letter, p.name]));
  return choosePromotion(moves, names);
}

function play(move) {
  state.game.push(move.uci);
  state.selected = null;
  state.drop = null;
  render();
  maybeEngine();
}

function maybeEngine() {
  if (!humanToMove() && !state.game.outcome()) engineMove();
}

function limits() {
  const [kind, value] = $('strength').value.split(':');
  return kind === 'depth' ? { depth: +value } : { movetime: +value };
}

async function engineMove() {
  if (state.thinking || state.game.outcome()) return;
  const token = ++state.token;
  state.thinking = true;
  render();
  try {
    const best = await state.engine.bestMove(state.game, limits());
    if (token === state.token) state.game.push(best.uci);
  } catch (e) {
    if (token === state.token) $('status').textContent = e.message;
  } finally {
    if (token === state.token) { state.thinking = false; render(); }
  }
}

function undo() {
  // A search still running is left to end (its move is dropped): a new
  // worker would load the scripts again, which an offline page cannot.
  state.thinking = false;
  state.token++;
  const { game } = state;
  if (game.ply > 0) game.pop();
  if (game.ply > 0 && !humanToMove()) game.pop();
  state.selected = null;
  state.drop = null;
  render();
}

function loadDefinition() {
  try {
    // A Diagram's variant is named after its source.
    const names = loadVariants($('definition').value, `pasted-${++state.pasted}`);
    showError('definition-error', null);
    setGame(new Game(names[0]));
  } catch (e) {
    showError('definition-error', e);
  }
}

function setFen() {
  try {
    const game = new Game(state.game.variant, $('fen').value.trim());
    showError('fen-error', null);
    setGame(game);
  } catch (e) {
    showError('fen-error', e);
  }
}

function loadPgn() {
  try {
    const games = readPgn($('pgn').value);
    if (!games.length) throw new Error('no game in the text');
    games.slice(1).forEach((g) => g.free());
    showError('pgn-error', null);
    setGame(games[0]);
  } catch (e) {
    showError('pgn-error', e);
  }
}

function wire() {
  $('board').addEventListener('click', (e) => {
    const held = e.target.closest('.hand .held');
    if (held) return onHandClick(held.closest('.hand').dataset.side, held.dataset.piece.toLowerCase());
    const cell = e.target.closest('[data-cell]');
    if (cell) onCellClick(cell.dataset.cell);
  });
  $('variant').onchange = () => setGame(new Game($('variant').value));
  $('new-game').onclick = () => setGame(new Game(state.game.variant));
  $('load-definition').onclick = loadDefinition;
  $('engine-move').onclick = engineMove;
  $('undo').onclick = undo;
  $('flip').onclick = () => { state.flip = !state.flip; render(); };
  $('side').onchange = () => { state.flip = $('side').value === 'black'; render(); maybeEngine(); };
  $('set-fen').onclick = setFen;
  $('fen').onkeydown = (e) => { if (e.key === 'Enter') { e.preventDefault(); setFen(); } };
  $('load-pgn').onclick = loadPgn;
  $('show-pgn').onclick = () => { $('pgn').value = state.game.pgn(); };
  window.addEventListener('resize', () => render());
}

async function main() {
  await init();
  state.engine = new Engine();
  await state.engine.ready();
  wire();
  setGame(new Game('chess'));
  document.body.dataset.ready = '1';
}

main().catch((e) => { $('status').textContent = `Cannot start: ${e.message}`; });
