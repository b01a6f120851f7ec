"""Print the directory, relative to PREFIX, where this Python looks for
packages under PREFIX (e.g. "lib/python3.11/dist-packages" for Debian's
python3 and /usr/local), or nothing when it searches none there.

    python3 sitedir.py PREFIX

configure installs the binding there, so that `import variantchess'
works after `make install' without PYTHONPATH.
"""

import os
import sys


def searched_dir(prefix, path):
    """First entry of `path` that is a *-packages directory under
    PREFIX/lib, relative to PREFIX; None when there is none."""
    base = os.path.join(os.path.normpath(prefix), "lib") + os.sep
    for entry in path:
        entry = os.path.normpath(entry) if entry else ""
        if entry.startswith(base) and entry.endswith("-packages"):
            return os.path.relpath(entry, os.path.normpath(prefix))
    return None


if __name__ == "__main__":
    found = searched_dir(sys.argv[1], sys.path)
    if found:
        print(found)
