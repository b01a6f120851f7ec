#!/bin/sh
# check-abi.sh - the built shared library keeps the ABI of its major
# version: abidiff (Debian abigail-tools) compares it with the committed
# baseline abi/libvariantchess.so.MAJOR.abi.  Added functions are fine;
# any other change (a removed function, a changed signature, a struct that
# changed size or layout) fails.  A new major version (soname) needs its
# own baseline, committed with `make abi-baseline`.
#
# Usage: check-abi.sh LIBRARY HEADERS_DIR ABI_DIR
# Exit: 0 compatible, 1 incompatible or no baseline, 77 (skip) without
# abidiff.
set -u
lib=$1 headers=$2 abidir=$3

if ! command -v abidiff >/dev/null 2>&1; then
    echo "SKIP: abidiff not installed (Debian: abigail-tools)"
    exit 77
fi
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
baseline=$abidir/$soname.abi
if [ ! -f "$baseline" ]; then
    echo "FAIL: no ABI baseline $baseline for $soname (make abi-baseline)"
    exit 1
fi
# Added functions are not reported; any other change is.  abidiff's
# status bits: 1 error, 2 usage error, 4 an ABI change (a struct that grew,
# a changed type), 8 an incompatible one (a removed function).
abidiff --no-added-syms --headers-dir1 "$headers" --headers-dir2 "$headers" \
    "$baseline" "$lib"
status=$?
if [ "$status" -ne 0 ]; then
    echo "FAIL: $lib breaks the ABI of $baseline (abidiff status $status)"
    exit 1
fi
echo "PASS: $lib keeps the ABI of $baseline"
exit 0
