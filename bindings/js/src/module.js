// module.js - loading the WebAssembly module, and the few helpers every
// other file uses to pass strings and numbers across the boundary.
import createModule from '../dist/vchess-wasm.js';
import { VchessError } from './errors.js';

let M = null;
let loading = null;
let bytes = null; // the module's bytes, for a Web Worker to start from
const isNode = typeof process === 'object' && !!process.versions?.node;

async function wasmBytes(url) {
  if (isNode && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads the module once; later calls return the same promise. */
export function init(options = {}) {
  if (!loading) {
    loading = (async () => {
      const url = options.wasmUrl
        ? new URL(options.wasmUrl, import.meta.url)
        : new URL('../dist/vchess-wasm.wasm', import.meta.url);
      const wasmBinary = options.wasmBinary ?? await wasmBytes(url);
      M = await createModule({ wasmBinary });
      bytes = wasmBinary;
      scratch = M._malloc(SCRATCH_BYTES);
    })();
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/** The bytes the module was made from (null before init()). */
export function moduleBytes() { return bytes; }

/** The module; throws before init() has resolved. */
export function mod() {
  if (!M) throw new Error('variantchess: call and await init() first');
  return M;
}

// One block of scratch memory for out-parameters and error structs: every
// call into the library is synchronous, so they never overlap.
const SCRATCH_BYTES = 1024;
let scratch = 0;
export const ERROR_AT = 512; // a vchess_error (344 bytes on wasm32)
export function out(offset = 0) { return scratch + offset; }
export function i32(ptr) { return M.HEAP32[ptr >> 2]; }
export function u32(ptr) { return M.HEAPU32[ptr >> 2]; }
export function u64(ptr) { return u32(ptr) + u32(ptr + 4) * 4294967296; }
export function setI32(ptr, value) { M.HEAP32[ptr >> 2] = value; }
export function setU64(ptr, value) {
  M.HEAPU32[ptr >> 2] = value % 4294967296;
  M.HEAPU32[(ptr + 4) >> 2] = Math.floor(value / 4294967296);
}
export function text(ptr) { return ptr ? M.UTF8ToString(ptr) : null; }

/** A NUL-terminated copy of s on the heap for the duration of fn. */
export function withString(s, fn) {
  const size = M.lengthBytesUTF8(s) + 1;
  const ptr = M._malloc(size);
  try {
    M.stringToUTF8(s, ptr, size);
    return fn(ptr, size - 1);
  } finally {
    M._free(ptr);
  }
}

/** Heap memory of `bytes` for the duration of fn. */
export function withBuffer(bytes, fn) {
  const ptr = M._malloc(Math.max(bytes, 8));
  try {
    return fn(ptr);
  } finally {
    M._free(ptr);
  }
}

/** Text written by a `buf, size, needed` function: call(buf, size, neededPtr). */
export function readText(call, guess = 256) {
  for (let size = guess; ; ) {
    const needed = out(0);
    const status = withBuffer(size, (buf) => {
      const st = call(buf, size, needed);
      return st === 0 ? { text: M.UTF8ToString(buf) } : { st };
    });
    if (status.text !== undefined) return status.text;
    if (status.st !== EBUFS) check(status.st);
    size = u32(needed);
  }
}

const EBUFS = -5;

/** Throws a VchessError for a negative status; `err` points to a filled
 * vchess_error (or is 0), whose text and place then go into the error. */
export function check(status, err = 0) {
  if (status >= 0) return status;
  const name = text(M._vchess_status_name(status)) ?? String(status);
  let message = text(M._vchess_strerror(status));
  let where = {};
  if (err && i32(err + 4) === status) {
    const detail = M.UTF8ToString(err + 20);
    if (detail) message = detail;
    where = { offset: u32(err + 8), line: u32(err + 12), column: u32(err + 16) };
  }
  throw new VchessError(status, name, message, where);
}

/** The scratch vchess_error, cleared. */
export function errorStruct() {
  const err = out(ERROR_AT);
  M.HEAPU8.fill(0, err, err + 344);
  return err;
}
