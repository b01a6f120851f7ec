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

/** Asks which piece to promote to; resolves to the chosen move. */
export function choosePromotion(moves, pieceNames) {
  const box = $('promotion'), choices = $('promotion-choices');
  choices.replaceChildren();
  return new Promise((resolve) => {
    for (const m of moves) {
      const b = document.createElement('button');
      b.textContent = pieceNames.get(m.promotion.toUpperCase()) ?? m.promotion;
      b.dataset.promotion = m.promotion;
      b.onclick = () => { box.hidden = true; resolve(m); };
      choices.append(b);
    }
    box.hidden = false;
  });
}
