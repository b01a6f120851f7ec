"""Build hook of `pip install bindings/python': compiles libvariantchess
from the C sources of the tree around this directory (../../lib, with the
built-in definition text ../../variants/fsf.ini) into the package, as
variantchess/_libvariantchess<extension suffix>, which the package loads
with ctypes.  Without those sources (a copy of this
directory alone) the package is pure Python and needs an installed
library.  The metadata is in pyproject.toml."""

import copy
import glob
import os

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))


class BuildLibrary(build_ext):
    """build_ext compiling from absolute paths: the objects of ../../lib
    then stay inside the build directory.  (setup() itself accepts only
    relative paths.)"""

    def build_extension(self, ext):
        absolute = copy.copy(ext)
        absolute.sources = [os.path.normpath(os.path.join(HERE, path))
                            for path in ext.sources]
        super().build_extension(absolute)


def ini_as_c_string(ini, out):
    """What variants/ini2c.sh does for make: the lines of the definition
    text `ini` as the lines of a C string literal, into the file `out`
    (lib/fsf_builtin.c #includes it)."""
    with open(ini, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        for line in lines:
            quoted = line.replace("\\", "\\\\").replace('"', '\\"')
            f.write('    "%s\\n"\n' % quoted)


def library():
    """The Extension that builds the C library, or None without sources."""
    sources = sorted(glob.glob(os.path.join(TOP, "lib", "*.c")))
    header = os.path.join(TOP, "include", "variantchess.h")
    if not sources or not os.path.isfile(header):
        return None
    generated = os.path.join(HERE, "build", "generated")
    ini_as_c_string(os.path.join(TOP, "variants", "fsf.ini"),
                    os.path.join(generated, "fsf_builtin.inc"))
    sources = [os.path.relpath(path, HERE).replace(os.sep, "/")
               for path in sources]
    return Extension(
        "variantchess._libvariantchess", sources,
        include_dirs=[os.path.join(TOP, "include"), os.path.join(TOP, "lib"),
                      generated],
        define_macros=[("VCHESS_BUILDING", None)],
        extra_compile_args=["-fvisibility=hidden"])


setup(ext_modules=[ext for ext in [library()] if ext],
      cmdclass={"build_ext": BuildLibrary})
