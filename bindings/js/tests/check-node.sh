#!/bin/sh
# check-node.sh - the JavaScript package's tests (node --test) on the
# built WebAssembly module.
# Environment (make check, make check-js): NODE, VCHESS_JS_DIR (the
# package, with dist/ from `make wasm'), JS_TESTS (the test files, as
# Makefile.am names them), VCHESS_TEST_DATA (tests/ of the source tree).
# Exit: the runner's status; 77 (skip) without node or the module.
set -u
node=${NODE:-}
dir=${VCHESS_JS_DIR:-}
if test -z "$node" || test -z "$dir"; then
    echo "SKIP: node not found by configure"
    exit 77
fi
if test ! -f "$dir/dist/vchess-wasm.wasm"; then
    echo "SKIP: $dir/dist/vchess-wasm.wasm not built (make wasm)"
    exit 77
fi
files=
for t in ${JS_TESTS:-}; do
    files="$files $dir/tests/${t##*/}"
done
# shellcheck disable=SC2086
exec "$node" --test $files
