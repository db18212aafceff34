#!/usr/bin/env python3
"""Self-test of check-central-bundle.py: it must pass a good bundle and reject broken copies of it.

Usage: check-central-bundle-selftest.py [--gnupghome DIR] GOOD_BUNDLE.zip

GOOD_BUNDLE is a bundle that the check passes (in .ci/run, the one just built). Each case below
breaks one requirement in a fresh copy of its unzipped tree and expects the check to fail with a
message naming that requirement. Exit status 1 if the good bundle fails, or if any broken copy is
not rejected for the reason expected.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import re
import shutil
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ left in the tree by the import below
HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("check_central_bundle", HERE / "check-central-bundle.py")
assert _spec is not None and _spec.loader is not None
check = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = check  # dataclasses look their module up here
_spec.loader.exec_module(check)


def artifact_dir(root: Path, artifact_id: str) -> Path:
    (version_dir,) = (root / check.GROUP_PATH / artifact_id).iterdir()
    return version_dir


def named(root: Path, artifact_id: str, suffix: str) -> Path:
    directory = artifact_dir(root, artifact_id)
    return directory / f"{artifact_id}-{directory.name}{suffix}"


def write_checksums(path: Path) -> None:
    """Writes fresh checksums for a changed file, so that only its signature is wrong."""
    data = path.read_bytes()
    for extension, algorithm in (("md5", hashlib.md5), ("sha1", hashlib.sha1), ("sha256", hashlib.sha256), ("sha512", hashlib.sha512)):
        target = path.with_name(f"{path.name}.{extension}")
        if target.exists():
            target.write_text(algorithm(data).hexdigest(), encoding="ascii")


def edit(path: Path, pattern: str, replacement: str) -> None:
    text = path.read_text(encoding="utf-8")
    changed, count = re.subn(pattern, replacement, text, count=1, flags=re.DOTALL)
    if count != 1:
        raise AssertionError(f"self-test setup: {pattern!r} not found in {path}")
    path.write_text(changed, encoding="utf-8")


def remove_with_companions(path: Path) -> None:
    for companion in path.parent.glob(path.name + "*"):
        companion.unlink()


def tamper_after_signing(root: Path) -> None:
    pom = named(root, "boardrules-nim", ".pom")
    edit(pom, r"</project>", "<!-- changed after signing -->\n</project>")
    write_checksums(pom)


def wrong_checksum(root: Path) -> None:
    named(root, "boardrules-bots", ".jar.sha1").write_text("0" * 40, encoding="ascii")


def add_unpublished_module(root: Path) -> None:
    source = artifact_dir(root, "boardrules-core")
    target = root / check.GROUP_PATH / "boardrules-cli" / source.name
    target.mkdir(parents=True)
    for file in source.iterdir():
        shutil.copy(file, target / file.name.replace("boardrules-core", "boardrules-cli"))


def add_test_jar(root: Path) -> None:
    jar = named(root, "boardrules-core", ".jar")
    for file in jar.parent.glob(jar.name + "*"):
        shutil.copy(file, file.with_name(file.name.replace(".jar", "-tests.jar", 1)))


def snapshot_parent(root: Path) -> None:
    pom = named(root, "boardrules-parent", ".pom")
    version = pom.parent.name
    edit(pom, f"<version>{re.escape(version)}</version>", f"<version>{version}-SNAPSHOT</version>")


CASES = [
    ("a signature removed", lambda r: named(r, "boardrules-core", ".jar.asc").unlink(), "no .asc signature"),
    ("a POM changed after signing (checksums renewed)", tamper_after_signing, "the signature does not verify"),
    ("a wrong .sha1", wrong_checksum, "checksum does not match"),
    ("a .md5 removed", lambda r: named(r, "boardrules-pylos", ".pom.md5").unlink(), "no .md5 checksum"),
    ("the sources jar removed", lambda r: remove_with_companions(named(r, "boardrules-tzaar", "-sources.jar")), "a -sources.jar is required"),
    ("the javadoc jar removed", lambda r: remove_with_companions(named(r, "boardrules-learning", "-javadoc.jar")), "a -javadoc.jar is required"),
    ("<name> removed from a module's POM", lambda r: edit(named(r, "boardrules-zertz", ".pom"), r"<name>.*?</name>", ""), "<name> is missing"),
    ("<licenses> removed from the parent POM", lambda r: edit(named(r, "boardrules-parent", ".pom"), r"<licenses>.*?</licenses>", ""), "boardrules-core-0.1.0.pom: <licenses> is missing"),
    ("<scm><connection> removed from the parent POM", lambda r: edit(named(r, "boardrules-parent", ".pom"), r"<connection>.*?</connection>", ""), "<scm><connection> is missing"),
    ("<developers> removed from the parent POM", lambda r: edit(named(r, "boardrules-parent", ".pom"), r"<developers>.*?</developers>", ""), "<developers> is missing"),
    ("<url> removed from the BOM", lambda r: edit(named(r, "boardrules-bom", ".pom"), r"<url>https://github.com/boardrules/boardrules</url>", ""), "boardrules-bom-0.1.0.pom: <url> is missing"),
    ("the parent POM left out", lambda r: shutil.rmtree(artifact_dir(r, "boardrules-parent")), "is not in the bundle"),
    ("a published artifact left out", lambda r: shutil.rmtree(artifact_dir(r, "boardrules-colorfield").parent), "boardrules-colorfield/: published artifact missing"),
    ("the network evaluator's artifact left out", lambda r: shutil.rmtree(artifact_dir(r, "boardrules-learning-onnx").parent), "boardrules-learning-onnx/: published artifact missing"),
    ("an unpublished module added", add_unpublished_module, "boardrules-cli/: this module is never published"),
    ("a test jar added", add_test_jar, "unexpected file"),
    ("a -SNAPSHOT version in a POM", snapshot_parent, "-SNAPSHOT version(s)"),
]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gnupghome")
    args = parser.parse_args(argv)
    gpg = shutil.which("gpg")
    if gpg is None:
        print("self-test: gpg is not installed", file=sys.stderr)
        return 2

    problems = []
    with tempfile.TemporaryDirectory(prefix="central-bundle-selftest-") as scratch:
        good = Path(scratch) / "good"
        setup = check.Report()
        check._extract(args.bundle, good, setup)
        report, _ = check.check_tree(good, args.gnupghome, gpg)
        if setup.failures or report.failures:
            print("self-test: the good bundle does not pass, so the broken copies prove nothing:")
            for failure in setup.failures + report.failures:
                print(f"  {failure}")
            return 1
        version = next((good / check.GROUP_PATH / "boardrules-core").iterdir()).name
        for index, (title, breaks, expected) in enumerate(CASES):
            expected = expected.replace("0.1.0", version)
            copy = Path(scratch) / f"case-{index}"
            shutil.copytree(good, copy)
            breaks(copy)
            report, _ = check.check_tree(copy, args.gnupghome, gpg)
            if not any(expected in failure for failure in report.failures):
                problems.append(f"{title}: expected a failure containing {expected!r}, got {report.failures or 'none'}")
            shutil.rmtree(copy)
    if problems:
        for problem in problems:
            print(f"self-test FAILED: {problem}")
        return 1
    print(f"check-central-bundle self-test: the good bundle passes and all {len(CASES)} broken copies are rejected for the expected reason")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
