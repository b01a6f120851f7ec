#!/bin/sh
# make-pictures.sh - redraw the pictures of docs/ with the built example
# program:  sh docs/make-pictures.sh [BUILD_DIR]
# (BUILD_DIR defaults to the current directory; needs rsvg-convert, Debian
# package librsvg2-bin, for the PNGs).
set -eu
build=${1:-.}
docs=$(dirname "$0")
board="$build/examples/vchess-board"
for v in chess trihexagonal trumpisten; do
    "$board" --variant "$v" --names -o "$docs/$v-start.svg"
done
for v in glinski mccooey; do
    "$board" --variant "$v" --names -o "$docs/rules/$v-start.svg"
done
# Legal's mate one move before the end: the last move 6.Bxf7+, the check,
# and arrows for the king's only step and the knight that then mates.
"$board" --moves "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+" \
    --arrows "e8-e7,c3-d5" -o "$docs/chess-marks.svg"
for svg in "$docs"/chess-start.svg "$docs"/trihexagonal-start.svg \
           "$docs"/trumpisten-start.svg "$docs"/rules/glinski-start.svg \
           "$docs"/rules/mccooey-start.svg "$docs"/chess-marks.svg; do
    rsvg-convert -o "${svg%.svg}.png" "$svg"
done
