#!/bin/sh
# check-gitignore.sh - in a git checkout, what a build, a pip install and
# the README's recipes leave behind is ignored, and m4/ (named by
# configure.ac's AC_CONFIG_MACRO_DIRS) is kept in git so that autoreconf
# finds it in a fresh clone.  Skipped (77) outside the top of a git
# checkout.
srcdir=${top_srcdir:-.}
cd "$srcdir" || exit 1
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || exit 77
# A copy of the sources inside a checkout (make distcheck's, check-asan's)
# is not the checkout: skip there too.
[ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ] || exit 77
pass=0
fail=0
for path in lib/builtin_text.inc venv/pyvenv.cfg \
    bindings/python/variantchess.egg-info/PKG-INFO \
    bindings/python/build/lib/x.py _pyinstall/src/NEWS m4/libtool.m4; do
    if git check-ignore -q --no-index "$path"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $path is not ignored"
    fi
done
if git ls-files --error-unmatch m4/.gitignore >/dev/null 2>&1; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL: m4/ is not kept in git"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
