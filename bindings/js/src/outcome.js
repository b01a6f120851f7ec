// outcome.js - how a game stands, in words.
import { mod, out, i32, check } from './module.js';

const RESULTS = [undefined, '1-0', '0-1', '1/2-1/2'];
const WINNERS = [undefined, 'white', 'black', undefined];
const REASONS = [
  undefined, 'checkmate', 'stalemate', 'bareKing', 'repetition', 'fiftyMoves',
  'insufficientMaterial', 'fivefold', 'seventyFiveMoves', 'variantWin',
  'variantLoss', 'variantDraw', 'extinction', 'flag', 'checks', 'connect',
  'explosion',
];

/** undefined while the game goes on, else { winner, reason, result }. */
export function outcomeOf(g) {
  check(mod()._vchess_game_result(out(0), out(4), g));
  const result = i32(out(0));
  if (result === 0) return undefined;
  return { winner: WINNERS[result], reason: REASONS[i32(out(4))], result: RESULTS[result] };
}

/** The draw the side to move may claim, or undefined. */
export function claimOf(g) {
  check(mod()._vchess_game_claim(out(0), g));
  return REASONS[i32(out(0))];
}
