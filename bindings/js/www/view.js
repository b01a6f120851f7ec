// view.js - what the page shows: the board (the library's own SVG), the
// status line, the move list, the FEN and PGN fields.
const $ = (id) => document.getElementById(id);

const REASONS = {
  checkmate: 'checkmate', stalemate: 'stalemate', bareKing: 'bare king',
  repetition: 'repetition', fiftyMoves: 'the fifty-move rule',
  insufficientMaterial: 'insufficient material', fivefold: 'fivefold repetition',
  seventyFiveMoves: 'the 75-move rule', variantWin: 'the rules of the variant',
  variantLoss: 'the rules of the variant', variantDraw: 'the rules of the variant',
};

export function statusText(game, thinking) {
  const o = game.outcome();
  if (o) {
    const who = o.winner ? `${capital(o.winner)} wins` : 'Draw';
    return `${who} by ${REASONS[o.reason] ?? o.reason} (${o.result})`;
  }
  const check = game.isCheck() ? ', in check' : '';
  const claim = game.claimableDraw() ? ` (a draw may be claimed: ${REASONS[game.claimableDraw()]})` : '';
  return `${capital(game.turn)} to move${check}${claim}${thinking ? ': the engine thinks' : ''}`;
}

function capital(s) { return s[0].toUpperCase() + s.slice(1); }

export function drawBoard(game, { flip, selected, targets }) {
  const board = $('board');
  const size = Math.max(280, Math.min(720, board.clientWidth || 560));
  board.innerHTML = game.svg({
    flip, size, highlight: selected ? [selected] : [], targets: targets ?? [],
  });
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The hands of a drop variant, as the library's SVG draws them beside
 * the board (each kind held once, with its count above one): the side to
 * move's pieces made live (class "live": clickable), the one picked up
 * marked ("chosen"), each on a pad that takes the clicks. */
export function drawHands(game, { drop, live }) {
  for (const held of document.querySelectorAll('#board .hand .held')) {
    const side = held.closest('.hand').dataset.side;
    const mine = live && side === game.turn;
    const box = held.getBBox(), pad = document.createElementNS(SVG_NS, 'rect');
    const grow = box.width * 0.08;
    Object.entries({ x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow,
      rx: grow * 2, class: 'pad' }).forEach(([k, v]) => pad.setAttribute(k, v));
    held.prepend(pad);
    held.classList.toggle('live', mine);
    held.classList.toggle('chosen', mine && held.dataset.piece.toLowerCase() === drop);
  }
}

export function drawMoves(sans) {
  const list = $('moves');
  list.replaceChildren();
  for (let i = 0; i < sans.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = sans.slice(i, i + 2).join(' ');
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}

export function showFen(game) {
  const input = $('fen');
  if (document.activeElement !== input) input.value = game.fen();
  input.dataset.fen = game.fen();
}

export function showError(id, error) {
  const where = error?.line ? `line ${error.line}, column ${error.column}: ` : '';
  $(id).textContent = error ? where + error.message : '';
}

export function offerSavedPgn(game) {
  const link = $('save-pgn');
  if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([game.pgn()], { type: 'application/x-chess-pgn' }));
}

/** Asks which of moves with the same cells to play: promotions to a
 * piece (its name), or a shogi piece's choice to promote ('+') or not,
 * or to demote ('-'), or kyotoshogi's to drop a piece promoted; resolves
 * to the chosen move. */
export function choosePromotion(moves, pieceNames) {
  const box = $('promotion'), choices = $('promotion-choices');
  choices.replaceChildren();
  const byLetter = moves.every((m) => m.promotion);
  const gating = moves.some((m) => m.gate); // S-Chess: a piece from the hand
  $('promotion-title').textContent = gating ? 'Bring in from the hand' : byLetter ? 'Promote to' : 'Promote?';
  return new Promise((resolve) => {
    for (const m of moves) {
      const b = document.createElement('button');
      // "e6e7+", "+P@a2" (a drop promoted), "a1a2-"
      const mark = m.uci.endsWith('+') || m.uci.startsWith('+') ? '+' : m.uci.endsWith('-') ? '-' : '';
      const letter = m.gate ?? m.promotion;
      b.textContent = letter ? pieceNames.get(letter.toUpperCase()) ?? letter
        : gating ? 'nothing' : { '+': 'promote', '-': 'demote', '': 'keep as it is' }[mark];
      b.dataset.promotion = letter ?? mark;
      b.onclick = () => { box.hidden = true; resolve(m); };
      choices.append(b);
    }
    box.hidden = false;
  });
}
