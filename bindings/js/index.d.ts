// Types of the variantchess package (index.js).

export interface InitOptions {
  /** Where the .wasm file is (default: dist/vchess-wasm.wasm beside the package). */
  wasmUrl?: string | URL;
  /** The module's bytes, when the caller has them already. */
  wasmBinary?: ArrayBuffer | Uint8Array;
}
/** Loads the WebAssembly module; everything else needs it to have resolved. */
export function init(options?: InitOptions): Promise<void>;
/** The library's version, e.g. "1.1.0". */
export function version(): string;

export class VchessError extends Error {
  /** The library's (negative) status number. */
  code: number;
  /** Its name: "EFEN", "EILLEGAL", "ESYNTAX", ... */
  status: string;
  /** Where in a text the problem is, from 1 (0: not about a text). */
  line: number;
  column: number;
  /** The same place in bytes. */
  offset: number;
}

/** Built-in variants first (chess, trihexagonal, trumpisten, ...), then loaded ones. */
export function variants(): string[];
/**
 * Reads the variants of a definition (variants.ini sections, or an
 * Interactive Diagram's parameters) and returns their names.  Throws a
 * VchessError with line and column.  A later load of a name shadows an
 * earlier one.
 */
export function loadVariants(definition: string, sourceName?: string): string[] & { warnings: string[] };

export type Color = 'white' | 'black';
export type MoveFlag = 'capture' | 'enPassant' | 'castling' | 'promotion' | 'morph' | 'check' | 'doubleStep' | 'drop' | 'gating';

/**
 * A legal move.  `from`, `to`, `promotion` and `uci` are always there;
 * `san`, `piece`, `captured` and `flags` are worked out when first read
 * (for the whole listing at once), which must be while the game stands
 * where the move was listed or played, else the read throws.
 */
export class Move {
  readonly from: string;
  readonly to: string;
  /** Lower-case letter of the piece promoted to, or undefined. */
  readonly promotion: string | undefined;
  /** Lower-case letter of the piece a drop ("P@e4") brings from the hand
   * (`from` and `to` are then its cell), or undefined. */
  readonly drop: string | undefined;
  /** Lower-case letter of the piece a gating move (S-Chess: "g1f3h")
   * brings from the hand onto the cell it leaves, or undefined. */
  readonly gate: string | undefined;
  /** Coordinate notation: "e2e4", "b2c4/", "a7a8q". */
  readonly uci: string;
  /** Standard algebraic notation: "Nf3", "bc4/", "O-O". */
  readonly san: string;
  /** FEN letters: the moving piece and the one captured. */
  readonly piece: string;
  readonly captured: string | undefined;
  readonly flags: MoveFlag[];
  toJSON(): object;
}

export interface Outcome {
  winner: Color | undefined;
  reason: 'checkmate' | 'stalemate' | 'bareKing' | 'repetition' | 'fiftyMoves' |
    'insufficientMaterial' | 'fivefold' | 'seventyFiveMoves' | 'variantWin' |
    'variantLoss' | 'variantDraw' | 'extinction' | 'flag' | 'checks' |
    'connect' | 'explosion';
  result: '1-0' | '0-1' | '1/2-1/2';
}

export interface Cell {
  index: number;
  /** "e4", "c4/", "e10" */
  name: string;
  /** Vertices counter-clockwise in board units, y up, white at the bottom. */
  polygon: [number, number][];
  /** Where a piece is drawn. */
  centre: [number, number];
  /** 'middle' on a hexagonal board's third shade. */
  shade: 'light' | 'dark' | 'middle';
}
export interface CellWithPiece extends Cell {
  /** FEN letter (upper case white), or undefined. */
  piece: string | undefined;
}
export interface BoardInfo {
  name: string;
  startFen: string;
  kind: 'rect' | 'kites' | 'hexagonal';
  files: number;
  ranks: number;
  hexagons: number;
  /** Squares of a rectangular board that are not cells, as polygons. */
  holes: [number, number][][];
  pieces: { letter: string; name: string }[];
  /** Whether pieces are dropped from a hand (crazyhouse, shogi, ...). */
  drops: boolean;
}

/** A hand: lower-case letter to how many are held (only those held). */
export type Pocket = { [letter: string]: number };

export interface SvgOptions {
  flip?: boolean;
  names?: boolean;
  coordinates?: boolean;
  lastMove?: boolean;
  check?: boolean;
  /** Cells that change a piece, e.g. trumpisten's trump squares. */
  special?: boolean;
  /** Width in pixels. */
  size?: number;
  highlight?: string[];
  targets?: string[];
  arrows?: [string, string][];
}

export interface SearchLimits {
  /** Milliseconds (the default, when nothing is given, is 1000). */
  movetime?: number;
  depth?: number;
  nodes?: number;
}
export interface SearchResult {
  uci: string;
  san: string;
  move: Move;
  scoreCp: number;
  /** > 0: the side to move mates in N; < 0: it is mated in -N. */
  mate: number | undefined;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: string[];
}

export class Game {
  /** A game of a variant (built-in or loaded) from its start or from fen. */
  constructor(variant?: string, fen?: string);
  readonly variant: string;
  readonly turn: Color;
  /** Moves played since the position was set. */
  readonly ply: number;
  fen(): string;
  setFen(fen: string): void;
  /** A game of a shogi-family variant from an SFEN ("... b - 1"). */
  static fromSfen(variant: string, sfen: string): Game;
  /** The position as SFEN (the shogi family: shogi, minishogi, kyotoshogi, ...). */
  sfen(): string;
  setSfen(sfen: string): void;
  /** The legal moves' USI texts ("7g7f", "P*5e"), in the order of legalMoves(). */
  legalMovesUsi(): string[];
  /** USI text of a legal move (a Move, or USI, UCI or SAN text). */
  usi(move: string | Move): string;
  /** Plays a move given in USI; returns it. */
  pushUsi(usi: string): Move;
  /** The FEN the history starts from. */
  startFen(): string;
  isCheck(): boolean;
  legalMoves(): Move[];
  /** The legal moves' UCI texts only, in the order of legalMoves() (ffish's legalMoves(), split). */
  legalMovesUci(): string[];
  /** The legal moves' SAN only, in the order of legalMoves(). */
  legalMovesSan(): string[];
  /** From-cell to target cells, the shape chessground's `movable.dests` takes (drops left out). */
  dests(): Map<string, string[]>;
  /** Each piece the side to move may drop (lower-case letter) to its cells; empty without drops. */
  dropDests(): Map<string, string[]>;
  /** Whether the variant drops pieces from a hand. */
  readonly hasDrops: boolean;
  /** Both hands, as chessops' pockets. */
  pockets(): { white: Pocket; black: Pocket };
  /** One hand as ffish's pocket(): a lower-case letter per piece ("qpp"); true is white. */
  pocket(color: Color | boolean): string;
  /** Plays a move given in UCI or SAN (or a Move); returns it. */
  push(move: string | Move): Move;
  /** Takes back the last move; returns it. */
  pop(): Move;
  /** The moves played, in UCI. */
  history(): string[];
  outcome(): Outcome | undefined;
  claimableDraw(): 'repetition' | 'fiftyMoves' | undefined;
  piece(cell: string): string | undefined;
  cells(): CellWithPiece[];
  info(): BoardInfo;
  pgn(): string;
  tag(name: string): string | undefined;
  setTag(name: string, value: string): void;
  svg(options?: SvgOptions): string;
  perft(depth: number): number;
  /** Searches on this thread (see Engine for a Web Worker). */
  bestMove(limits?: SearchLimits): SearchResult;
  copy(): Game;
  /** Releases the game now; otherwise the garbage collector does. */
  free(): void;
}

/** Every game of a PGN text. */
export function readPgn(pgn: string): Game[];

/** The search on a Web Worker (on the calling thread where there is none). */
export class Engine {
  constructor(options?: { workerUrl?: string | URL });
  bestMove(game: Game, limits?: SearchLimits): Promise<Omit<SearchResult, 'move'> & { move: object }>;
  /** Ends a running search: its promise rejects. */
  stop(): void;
  terminate(): void;
}
