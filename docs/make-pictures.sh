#!/bin/sh
# make-pictures.sh - redraw the start-position pictures of docs/ with the
# built example program:  sh docs/make-pictures.sh [BUILD_DIR]
# (BUILD_DIR defaults to the current directory; needs rsvg-convert for PNG).
set -eu
build=${1:-.}
docs=$(dirname "$0")
for v in chess trihexagonal trumpisten; do
    "$build/examples/vchess-board" --variant "$v" --names \
        -o "$docs/$v-start.svg"
    rsvg-convert -o "$docs/$v-start.png" "$docs/$v-start.svg"
done
