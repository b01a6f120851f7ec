// variants.js - built-in variants, variants loaded from definition text,
// and what a page needs to know of one (cells with their shapes, pieces).
import { mod, out, u32, text, withString, check, errorStruct } from './module.js';
import { forgetBoards } from './board.js';

// Loaded sets, newest first: { ptr, names }.  A set whose
// names are all shadowed by newer ones is freed (its games keep their
// variants alive by their own references).
const sets = [];
// Every text loaded, in order, whether or not its set is still kept: what
// a Web Worker must load to know the same variants.
const log = [];

/** Names of the built-in variants, then of the loaded ones (newest last). */
export function variants() {
  const M = mod();
  const names = [];
  for (let i = 0, n = M._vchess_builtin_count(); i < n; i++) {
    names.push(text(M._vchess_builtin_name(i)));
  }
  const loaded = [];
  for (const set of sets) for (const name of set.names) {
    if (!names.includes(name) && !loaded.includes(name)) loaded.unshift(name);
  }
  return names.concat(loaded);
}

/**
 * Reads every variant a definition text defines (variants.ini sections or
 * an Interactive Diagram's parameters) and returns their names.  A
 * problem throws a VchessError with line and column.  Later loads shadow
 * earlier variants of the same name (built-ins included).
 */
export function loadVariants(definition, sourceName = 'definition') {
  const M = mod();
  const err = errorStruct();
  const ptr = withString(definition, (t) => withString(sourceName, (s) => {
    check(M._vchess_variant_set_load(out(0), t, s, 0, err), err);
    return u32(out(0));
  }));
  check(M._vchess_variant_set_count(out(0), ptr));
  const names = [];
  for (let i = 0, n = u32(out(0)); i < n; i++) {
    names.push(text(M._vchess_variant_set_name(ptr, i)));
  }
  const warnings = setWarnings(ptr);
  sets.unshift({ ptr, names });
  log.push({ text: definition, source: sourceName });
  freeShadowed();
  return Object.assign(names, { warnings });
}

function setWarnings(ptr) {
  const M = mod();
  check(M._vchess_variant_set_warning_count(out(0), ptr));
  const list = [];
  for (let i = 0, n = u32(out(0)); i < n; i++) {
    list.push(text(M._vchess_variant_set_warning(ptr, i)));
  }
  return list;
}

function freeShadowed() {
  const seen = new Set();
  for (let i = 0; i < sets.length; i++) {
    const live = sets[i].names.some((name) => !seen.has(name));
    sets[i].names.forEach((name) => seen.add(name));
    if (!live) {
      mod()._vchess_variant_set_free(sets[i].ptr);
      sets.splice(i--, 1);
      forgetBoards();
    }
  }
}

/** The definition texts loaded so far, oldest first (for a Web Worker). */
export function loadedDefinitions() {
  return log.slice();
}

/** Pointers of the loaded sets, newest first (the PGN reader's order). */
export function loadedSets() {
  return sets.map((set) => set.ptr);
}

/** The vchess_variant pointer of `name`: loaded variants first. */
export function variantPointer(name) {
  const M = mod();
  const err = errorStruct();
  return withString(name, (s) => {
    for (const set of sets) {
      if (set.names.includes(name)) {
        check(M._vchess_variant_set_get(out(0), set.ptr, s, err), err);
        return u32(out(0));
      }
    }
    check(M._vchess_variant_builtin(out(0), s, err), err);
    return u32(out(0));
  });
}

/** Whether `name` is found among the built-ins (not shadowed). */
export function isBuiltin(name) {
  return !sets.some((set) => set.names.includes(name));
}
