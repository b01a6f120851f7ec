// types.ts - compiled against index.d.ts by check-types.sh (tsc --strict,
// no output): the declarations parse and describe the API as used.
import { init, version, variants, loadVariants, Game, Move, Pocket, readPgn, Engine, VchessError } from 'variantchess';

async function main(): Promise<void> {
  await init();
  const v: string = version();
  const names: string[] = variants();
  const loaded = loadVariants('[x:chess]\n', 'x.ini');
  const warnings: string[] = loaded.warnings;
  const game = new Game('trihexagonal');
  const moves: Move[] = game.legalMoves();
  const first: { from: string; to: string; uci: string; san: string; promotion: string | undefined } = moves[0];
  const uci: string[] = game.legalMovesUci();
  const san: string[] = game.legalMovesSan();
  const dests: Map<string, string[]> = game.dests();
  const played: Move = game.push('b2c4/');
  const zh = new Game('crazyhouse');
  const drops: Map<string, string[]> = zh.dropDests();
  const hands: { white: Pocket; black: Pocket } = zh.pockets();
  const pocket: string = zh.pocket('white') + zh.pocket(false);
  const dropped: string | undefined = zh.legalMoves()[0].drop;
  const gate: string | undefined = zh.legalMoves()[0].gate;
  const hasDrops: boolean = zh.hasDrops && zh.info().drops;
  console.log(drops, hands.white['p'], pocket, dropped, gate, hasDrops);
  zh.free();
  game.pop();
  const turn: 'white' | 'black' = game.turn;
  const outcome = game.outcome();
  const winner = outcome?.winner;
  const cells = game.cells();
  const corner: [number, number] = cells[0].polygon[0];
  const svg: string = game.svg({ flip: true, targets: ['b3'], arrows: [['b2', 'c4/']] });
  const nodes: number = game.perft(2);
  const best = game.bestMove({ depth: 2 });
  const pv: string[] = best.pv;
  const games: Game[] = readPgn(game.pgn());
  const found = await new Engine().bestMove(game, { movetime: 100 });
  try {
    game.push('zz');
  } catch (e) {
    if (e instanceof VchessError) console.log(e.status, e.line, e.column);
  }
  console.log(v, names, warnings, first, dests, played, turn, winner, corner, svg, nodes, pv, games, found.uci);
  game.free();
}
main();
