#!/bin/sh
# check-pack.sh - `npm pack' gives a tarball that installs offline into a
# fresh project and plays there (chess perft 3 = 8902).
# Environment: VCHESS_JS_DIR (the package, built), NODE; npm on PATH.
# Exit: 0 pass, 1 fail.
set -eu
dir=${VCHESS_JS_DIR:-$(dirname "$0")/..}
node=${NODE:-node}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-pack.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
export npm_config_cache="$tmp/cache" npm_config_update_notifier=false

(cd "$dir" && npm pack --silent --pack-destination "$tmp") > "$tmp/name"
tarball=$tmp/$(tail -n 1 "$tmp/name")
echo "packed $(basename "$tarball"): $(wc -c < "$tarball") bytes"
tar tzf "$tarball" | sed 's/^/  /'
tar tzf "$tarball" | grep -q 'package/dist/vchess-wasm.wasm'

mkdir "$tmp/app"
cd "$tmp/app"
echo '{ "name": "app", "version": "1.0.0", "type": "module", "private": true }' > package.json
npm install --offline --no-audit --no-fund --silent "$tarball"
cat > main.js <<'EOS'
import { init, Game, variants } from 'variantchess';
await init();
const g = new Game('chess');
const n = g.perft(3);
if (n !== 8902 || !variants().includes('trihexagonal')) {
  console.error(`wrong: perft 3 = ${n}`);
  process.exit(1);
}
console.log('installed package plays: chess perft 3 = 8902');
EOS
"$node" main.js
