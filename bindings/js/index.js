// variantchess - chess variants in JavaScript: the libvariantchess
// WebAssembly module with a JavaScript shape.  Await init() once, then use
// the rest synchronously (Engine searches on a Web Worker).
import { mod, text } from './src/module.js';

export { init } from './src/module.js';
export { VchessError } from './src/errors.js';
export { variants, loadVariants } from './src/variants.js';
export { Game } from './src/game.js';
export { Move } from './src/moves.js';
export { readPgn } from './src/pgn.js';
export { Engine } from './src/engine.js';

/** The version of the library inside the module ("1.1.0"). */
export function version() { return text(mod()._vchess_version_string()); }
