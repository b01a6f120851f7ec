"""Finding the shared library: VARIANTCHESS_LIBRARY, next to the
package, ctypes.util.find_library; one ImportError listing every attempt;
the major version check."""

import ctypes.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import support
import variantchess
from variantchess import _ffi

NOWHERE = "/nonexistent/libvariantchess.so.1"


def library_file():
    """Path of the loaded library file (LIBRARY_PATH may be a bare
    soname from find_library), or None."""
    if os.path.isfile(variantchess.LIBRARY_PATH):
        return variantchess.LIBRARY_PATH
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split()[-1]
                if "libvariantchess" in os.path.basename(path):
                    return path
    except OSError:
        pass
    return None


def never(name):
    return None


class LoadOrder(unittest.TestCase):

    def setUp(self):
        self.lib = library_file()
        if self.lib is None:
            self.skipTest("cannot tell which library file was loaded")
        self.tmp = tempfile.mkdtemp()
        self.beside = os.path.join(self.tmp, "libvariantchess.so.1")
        shutil.copy(self.lib, self.beside)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def load(self, env, package_dir, find=never):
        return _ffi.load_library(env, package_dir, find)[1]

    def test_environment_variable_first(self):
        env = {_ffi.ENV_VAR: self.lib}
        self.assertEqual(self.load(env, self.tmp, lambda name: NOWHERE),
                         self.lib)

    def test_then_next_to_the_package(self):
        self.assertEqual(self.load({}, self.tmp, lambda n: self.lib),
                         self.beside)
        env = {_ffi.ENV_VAR: NOWHERE}
        self.assertEqual(self.load(env, self.tmp), self.beside)

    def test_then_find_library(self):
        asked = []

        def find(name):
            asked.append(name)
            return self.lib
        empty = os.path.join(self.tmp, "empty")
        os.mkdir(empty)
        self.assertEqual(self.load({}, empty, find), self.lib)
        self.assertEqual(asked, ["variantchess"])

    def test_one_import_error_lists_every_attempt(self):
        env = {_ffi.ENV_VAR: NOWHERE}
        with self.assertRaises(ImportError) as cm:
            self.load(env, os.path.join(self.tmp, "none"))
        message = str(cm.exception)
        for part in ["VARIANTCHESS_LIBRARY=" + NOWHERE, "next to the package",
                     'find_library("variantchess") -> None']:
            self.assertIn(part, message)

    def test_other_library_is_refused(self):
        libc = ctypes.util.find_library("c")
        if not libc:
            self.skipTest("no C library found")
        with self.assertRaises(ImportError) as cm:
            self.load({_ffi.ENV_VAR: libc}, os.path.join(self.tmp, "none"))
        self.assertIn("not libvariantchess", str(cm.exception))

    def test_package_dir_in_a_subprocess(self):
        package = os.path.join(self.tmp, "site", "variantchess")
        shutil.copytree(os.path.dirname(variantchess.__file__), package,
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(self.lib, os.path.join(package, "libvariantchess.so.1"))
        env = dict(os.environ, PYTHONPATH=os.path.dirname(package))
        env.pop(_ffi.ENV_VAR, None)
        out = subprocess.check_output(
            [sys.executable, "-c",
             "import variantchess; print(variantchess.LIBRARY_PATH)"],
            env=env, cwd=self.tmp, universal_newlines=True)
        self.assertEqual(out.strip(),
                         os.path.join(package, "libvariantchess.so.1"))


class Version(unittest.TestCase):

    def test_major_version_check(self):
        self.assertIsNone(_ffi.major_mismatch(10000))
        self.assertIsNone(_ffi.major_mismatch(10203))
        self.assertIn("major version 0", _ffi.major_mismatch(102))
        self.assertIn("needs 1", _ffi.major_mismatch(102))
        self.assertIn("major version 2", _ffi.major_mismatch(20000))

    def test_loaded_library_matches(self):
        self.assertEqual(_ffi.LIB.vchess_version() // 10000,
                         _ffi.EXPECTED_MAJOR)

    def test_import_fails_without_a_library(self):
        env = dict(os.environ, VARIANTCHESS_LIBRARY=NOWHERE,
                   PYTHONPATH=os.path.dirname(
                       os.path.dirname(variantchess.__file__)))
        proc = subprocess.Popen([sys.executable, "-c", "import variantchess"],
                                env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE,
                                universal_newlines=True)
        err = proc.communicate()[1]
        if proc.returncode == 0:
            self.skipTest("a libvariantchess is installed where "
                          "find_library finds it")
        self.assertIn("ImportError", err)
        self.assertIn("VARIANTCHESS_LIBRARY=" + NOWHERE, err)
        self.assertIn("find_library", err)


if __name__ == "__main__":
    support.main()
