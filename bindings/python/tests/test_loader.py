"""Finding the shared library: VARIANTCHESS_LIBRARY, next to the
package, ctypes.util.find_library; one ImportError listing every attempt;
the major version check."""

import ctypes.util
import importlib.machinery
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

    def load(self, env, package_dir, find=never, libdir=None):
        return _ffi.load_library(env, package_dir, find, libdir)[1]

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

    def test_then_the_libdir_make_install_recorded(self):
        empty = os.path.join(self.tmp, "empty")
        os.mkdir(empty)
        self.assertEqual(self.load({}, empty, lambda n: NOWHERE, self.tmp),
                         self.beside)
        self.assertEqual(self.load({}, self.tmp, never, empty), self.beside)
        with self.assertRaises(ImportError) as cm:
            self.load({}, empty, never, os.path.join(self.tmp, "gone"))
        self.assertIn("installed in %s" % os.path.join(self.tmp, "gone"),
                      str(cm.exception))

    def test_library_pip_built_into_the_package(self):
        name = "_libvariantchess" + importlib.machinery.EXTENSION_SUFFIXES[0]
        package = os.path.join(self.tmp, "package")
        os.mkdir(package)
        shutil.copy(self.lib, os.path.join(package, name))
        self.assertEqual(self.load({}, package),
                         os.path.join(package, name))

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


class SiteDir(unittest.TestCase):
    """build-aux/sitedir.py: where configure installs the package."""

    def setUp(self):
        path = os.path.join(support.BINDING_DIR, "build-aux")
        if not os.path.isdir(path):
            self.skipTest("no build-aux/ beside the tests")
        sys.path.insert(0, path)
        self.addCleanup(sys.path.remove, path)
        import sitedir
        self.searched_dir = sitedir.searched_dir

    def test_debian_python_and_usr_local(self):
        path = ["/usr/lib/python311.zip", "/usr/lib/python3.11",
                "/usr/local/lib/python3.11/dist-packages",
                "/usr/lib/python3/dist-packages"]
        self.assertEqual(self.searched_dir("/usr/local", path),
                         "lib/python3.11/dist-packages")
        self.assertEqual(self.searched_dir("/usr/local/", path),
                         "lib/python3.11/dist-packages")
        self.assertEqual(self.searched_dir("/usr", path),
                         "lib/python3/dist-packages")

    def test_prefix_python_does_not_search(self):
        path = ["/usr/lib/python3.11", "/usr/lib/python3/dist-packages"]
        self.assertIsNone(self.searched_dir("/opt/vchess", path))
        self.assertIsNone(self.searched_dir("/usr/lib", path))


class WheelCheck(unittest.TestCase):
    """build-aux/wheel_check.py: the advice setup.py gives a Python that
    cannot build the wheel pip asks for (a pyenv or conda one)."""

    def setUp(self):
        path = os.path.join(support.BINDING_DIR, "build-aux")
        if not os.path.isdir(path):
            self.skipTest("no build-aux/ beside the tests")
        sys.path.insert(0, path)
        self.addCleanup(sys.path.remove, path)
        import wheel_check
        self.advice = wheel_check.advice

    def test_advice_only_for_a_wheel_it_cannot_build(self):
        argv = ["setup.py", "bdist_wheel", "--dist-dir", "x"]
        message = self.advice(argv, False, "/opt/pyenv/bin/python3")
        self.assertIn("/opt/pyenv/bin/python3 cannot build a wheel", message)
        self.assertIn("/usr/bin/python3 -m venv", message)
        self.assertIn("pip install wheel", message)
        self.assertIsNone(self.advice(argv, True))
        self.assertIsNone(self.advice(["setup.py", "egg_info"], False))
        # pip's metadata step
        self.assertIsNotNone(self.advice(["setup.py", "dist_info"], False))


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
