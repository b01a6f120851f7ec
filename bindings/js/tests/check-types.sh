#!/bin/sh
# check-types.sh - index.d.ts compiles with TypeScript (tsc --strict) and
# describes the API as tests/types.ts uses it.  TypeScript comes from the
# npm registry into a temporary folder.
# Environment: VCHESS_JS_DIR (the package), TYPESCRIPT (version; 5.4.5).
# Exit: 0 pass, 1 fail.
set -eu
dir=$(cd "${VCHESS_JS_DIR:-$(dirname "$0")/..}" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-types.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
export npm_config_cache="$tmp/cache" npm_config_update_notifier=false

echo '{ "name": "types", "private": true, "type": "module" }' > "$tmp/package.json"
(cd "$tmp" && npm install --no-audit --no-fund --silent \
    "typescript@${TYPESCRIPT:-5.4.5}")
# After the install, which would prune it.
ln -s "$dir" "$tmp/node_modules/variantchess"
cp "$dir/tests/types.ts" "$tmp/types.ts"
cd "$tmp"
node node_modules/typescript/bin/tsc --strict --noEmit --target es2022 \
    --module nodenext --moduleResolution nodenext --lib es2022,dom types.ts
echo "index.d.ts: tests/types.ts compiles with tsc --strict"
