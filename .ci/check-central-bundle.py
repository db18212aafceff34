#!/usr/bin/env python3
"""Check a boardrules Central bundle against Maven Central's published requirements.

Usage: check-central-bundle.py [--gnupghome DIR] BUNDLE

BUNDLE is the zip that central-publishing-maven-plugin writes at a release version
(target/central-publishing/central-bundle.zip), or a directory in Maven repository layout
(io/github/boardrules/<artifactId>/<version>/...), such as the unzipped bundle.

The requirements are Central's, from https://central.sonatype.org/publish/requirements/
("Requirements", Sonatype Central documentation, read 2026-11):
- Javadoc and sources: for every <artifactId>-<version>.jar, a -sources.jar and a -javadoc.jar.
- Checksums: every file has a .md5 and a .sha1 holding its hex digest (.sha256 and .sha512 are
  optional; checked when present). Signatures (.asc) need none, and the plugin makes none.
- Signatures: every file has a detached GPG signature (.asc). Each one is verified here with
  `gpg --verify` against the keyring of --gnupghome (or of $GNUPGHOME, or gpg's default).
  That the public key is on a key server Central reads cannot be checked offline.
- Metadata in every POM: coordinates (groupId, artifactId, version), name, description, url,
  licenses (each with name and url), developers, scm (url and connection).
- Release versions only: no -SNAPSHOT.

What Central reads is the POM with its parent: the Portal reports child modules without <name>
("Project name is missing") but takes licenses, developers, scm and url inherited from a parent,
the way Maven's model inheritance works (the name and the artifactId are never inherited;
groupId, version, description, url, licenses, developers and scm are; seen in Portal rejections
reported against projects on GitHub, e.g. trib3/leakycauldron#2867, belgif/rest-problem-java#259).
So this check resolves each POM's parent in the bundle (every boardrules parent is published in
the same bundle) and applies those rules; a parent missing from the bundle is a failure. Only the
presence of an inherited value is checked, not the path Maven may append to an inherited url.

On top of Central's rules, this project's own (RELEASING.md): the bundle holds exactly the
published artifacts listed there, under io.github.boardrules, all at one version, each with its
POM and, for jar packaging, the jar, sources and javadoc jars and nothing else (no test jars);
nothing of the modules that are never published; each jar is a readable archive with classes,
sources or an index.html.

Snapshots: at a -SNAPSHOT version the plugin writes no bundle (it keeps the files in
target/central-deferred, without checksums, for Central's snapshot repository). So .ci/run builds
the real bundle at the release version (the -SNAPSHOT suffix dropped, as RELEASING.md's step 3
does) in a scratch copy of the working tree, and checks that zip; this check always applies the
release rules.

Exit status: 0 when every check passes, 1 when any fails (each failure is printed with the file
and the requirement), 2 on a usage error (no such bundle, no gpg).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

GROUP_ID = "io.github.boardrules"
GROUP_PATH = GROUP_ID.replace(".", "/")

# The published artifacts (RELEASING.md) and their packaging.
PUBLISHED = {
    "boardrules-parent": "pom",
    "boardrules-bom": "pom",
    "boardrules-core": "jar",
    "boardrules-bots": "jar",
    "boardrules-learning": "jar",
    "boardrules-learning-onnx": "jar",
    "boardrules-testkit": "jar",
    "boardrules-nim": "jar",
    "boardrules-pikkpakk": "jar",
    "boardrules-zertz": "jar",
    "boardrules-pylos": "jar",
    "boardrules-tzaar": "jar",
    "boardrules-colorfield": "jar",
}
# The modules that are never published (the release profile's excludeArtifacts).
NEVER_PUBLISHED = (
    "boardrules-examples",
    "boardrules-cli",
    "boardrules-bench",
    "boardrules-study",
    "boardrules-playground",
    "boardrules-architecture",
    "boardrules-it",
)

REQUIRED_CHECKSUMS = {"md5": hashlib.md5, "sha1": hashlib.sha1}
OPTIONAL_CHECKSUMS = {"sha256": hashlib.sha256, "sha512": hashlib.sha512}
ALL_CHECKSUMS = {**REQUIRED_CHECKSUMS, **OPTIONAL_CHECKSUMS}
REQUIREMENTS = "https://central.sonatype.org/publish/requirements/"


@dataclass
class Pom:
    """The elements of one POM that Central's rules read, as written in the file."""

    path: str
    parent: tuple[str | None, str | None, str | None] | None
    group_id: str | None
    artifact_id: str | None
    version: str | None
    packaging: str | None
    name: str | None
    description: str | None
    url: str | None
    licenses: list[dict[str, str | None]] | None
    developers: list[dict[str, str | None]] | None
    scm: dict[str, str | None]
    all_versions: list[str] = field(default_factory=list)


class Report:
    """Collects failures, each naming a file and the requirement it misses."""

    def __init__(self) -> None:
        self.failures: list[str] = []

    def fail(self, where: str, requirement: str) -> None:
        self.failures.append(f"{where}: {requirement}")


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _child(element: ET.Element | None, name: str) -> ET.Element | None:
    if element is None:
        return None
    for child in element:
        if _local(child.tag) == name:
            return child
    return None


def _text(element: ET.Element | None, name: str) -> str | None:
    child = _child(element, name)
    if child is None or child.text is None:
        return None
    value = child.text.strip()
    return value or None


def _entries(element: ET.Element | None, list_name: str, item_name: str, fields: tuple[str, ...]):
    container = _child(element, list_name)
    if container is None:
        return None
    return [
        {name: _text(item, name) for name in fields}
        for item in container
        if _local(item.tag) == item_name
    ]


def parse_pom(path: Path, shown: str) -> Pom:
    root = ET.parse(path).getroot()
    parent_element = _child(root, "parent")
    parent = None
    if parent_element is not None:
        parent = tuple(_text(parent_element, name) for name in ("groupId", "artifactId", "version"))
    scm = _child(root, "scm")
    return Pom(
        path=shown,
        parent=parent,
        group_id=_text(root, "groupId"),
        artifact_id=_text(root, "artifactId"),
        version=_text(root, "version"),
        packaging=_text(root, "packaging"),
        name=_text(root, "name"),
        description=_text(root, "description"),
        url=_text(root, "url"),
        licenses=_entries(root, "licenses", "license", ("name", "url")),
        developers=_entries(root, "developers", "developer", ("id", "name", "email", "organization")),
        scm={name: _text(scm, name) for name in ("connection", "developerConnection", "url")},
        all_versions=[
            element.text.strip()
            for element in root.iter()
            if _local(element.tag) == "version" and element.text and element.text.strip()
        ],
    )


@dataclass
class Effective:
    """A POM's values after Maven's inheritance from the parents in the bundle."""

    group_id: str | None
    version: str | None
    description: str | None
    url: str | None
    licenses: list[dict[str, str | None]] | None
    developers: list[dict[str, str | None]] | None
    scm: dict[str, str | None]


def effective(pom: Pom, poms_by_gav: dict[tuple[str, str, str], Pom], report: Report) -> Effective:
    """Applies Maven's inheritance: groupId, version, description, url, licenses, developers and
    each scm element come from the nearest POM up the parent chain that has them."""
    chain = [pom]
    current = pom
    while current.parent is not None:
        group_id, artifact_id, version = current.parent
        if not (group_id and artifact_id and version):
            report.fail(current.path, "<parent> needs groupId, artifactId and version")
            break
        parent = poms_by_gav.get((group_id, artifact_id, version))
        if parent is None:
            report.fail(
                current.path,
                f"parent {group_id}:{artifact_id}:{version} is not in the bundle, so what it passes on cannot be checked",
            )
            break
        if any(parent is seen for seen in chain):
            report.fail(current.path, "the parent chain loops")
            break
        chain.append(parent)
        current = parent

    def first(get):
        for item in chain:
            value = get(item)
            if value:
                return value
        return None

    def inherited_coordinate(name: str) -> str | None:
        # A POM's own groupId/version, else its <parent>'s (as Maven does).
        own = getattr(pom, name)
        if own:
            return own
        if pom.parent is not None:
            return pom.parent[0] if name == "group_id" else pom.parent[2]
        return None

    return Effective(
        group_id=inherited_coordinate("group_id"),
        version=inherited_coordinate("version"),
        description=first(lambda p: p.description),
        url=first(lambda p: p.url),
        licenses=first(lambda p: p.licenses),
        developers=first(lambda p: p.developers),
        scm={name: first(lambda p, n=name: p.scm.get(n)) for name in ("connection", "developerConnection", "url")},
    )


def _digest(path: Path, algorithm) -> str:
    hasher = algorithm()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 16), b""):
            hasher.update(block)
    return hasher.hexdigest()


_VERIFIED: dict[tuple[str, str, str, str | None], str | None] = {}


def _gpg_verify(gpg: str, signature: Path, signed: Path, gnupghome: str | None) -> str | None:
    """Returns None when the signature is good, else gpg's reason. Results are remembered by the
    contents of both files, so that checking many copies of one bundle (the self-test) runs gpg
    once per distinct pair."""
    key = (_digest(signature, hashlib.sha256), _digest(signed, hashlib.sha256), gpg, gnupghome)
    if key not in _VERIFIED:
        _VERIFIED[key] = _run_gpg_verify(gpg, signature, signed, gnupghome)
    return _VERIFIED[key]


def _run_gpg_verify(gpg: str, signature: Path, signed: Path, gnupghome: str | None) -> str | None:
    env = dict(os.environ)
    if gnupghome:
        env["GNUPGHOME"] = gnupghome
    result = subprocess.run(
        [gpg, "--batch", "--no-tty", "--status-fd", "1", "--verify", str(signature), str(signed)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    statuses = [line.split()[1] for line in result.stdout.splitlines() if line.startswith("[GNUPG:] ") and len(line.split()) > 1]
    if result.returncode == 0 and "GOODSIG" in statuses and "VALIDSIG" in statuses:
        return None
    bad = [s for s in statuses if s in ("BADSIG", "ERRSIG", "NO_PUBKEY", "EXPSIG", "EXPKEYSIG", "REVKEYSIG", "NODATA")]
    reason = ", ".join(bad) if bad else (result.stderr.strip().splitlines() or ["gpg failed"])[-1]
    return reason


def _check_jar(path: Path, shown: str, kind: str, report: Report) -> None:
    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    except zipfile.BadZipFile:
        report.fail(shown, "is not a readable jar (zip) archive")
        return
    wanted = {
        "main": (lambda n: n.endswith(".class"), "class files"),
        "sources": (lambda n: n.endswith(".java"), ".java sources"),
        "javadoc": (lambda n: n == "index.html", "an index.html"),
    }[kind]
    if not any(wanted[0](name) for name in names):
        report.fail(shown, f"the {kind} jar holds no {wanted[1]}")


def _extract(bundle: Path, into: Path, report: Report) -> None:
    with zipfile.ZipFile(bundle) as archive:
        for info in archive.infolist():
            name = PurePosixPath(info.filename)
            if name.is_absolute() or ".." in name.parts:
                report.fail(f"{bundle.name}!{info.filename}", "entry path leaves the bundle")
                continue
            if info.is_dir():
                continue
            target = into.joinpath(*name.parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(info) as source, target.open("wb") as sink:
                shutil.copyfileobj(source, sink)


def _companion_base(name: str) -> str | None:
    """The file that a signature or checksum file belongs to; None for an artifact file itself."""
    if name.endswith(".asc"):
        return name[: -len(".asc")]
    extension = name.rsplit(".", 1)[-1]
    if extension in ALL_CHECKSUMS:
        return name[: -len(extension) - 1]
    return None


def _artifacts_by_directory(files: list[str], report: Report) -> dict[str, dict[str, list[str]]]:
    """Groups the bundle's files as artifactId -> version -> file names; any other path fails."""
    layout = re.compile(re.escape(GROUP_PATH) + r"/([^/]+)/([^/]+)/([^/]+)")
    by_artifact: dict[str, dict[str, list[str]]] = {}
    for name in files:
        match = layout.fullmatch(name)
        if match is None:
            report.fail(name, f"not a file of an artifact under {GROUP_PATH}/<artifactId>/<version>/")
            continue
        artifact_id, version, file_name = match.groups()
        by_artifact.setdefault(artifact_id, {}).setdefault(version, []).append(file_name)
    return by_artifact


def _check_artifact_set(by_artifact: dict[str, dict[str, list[str]]], report: Report) -> list[str]:
    """Exactly the published artifacts, at one release version. Returns the versions seen."""
    for artifact_id in sorted(by_artifact):
        if artifact_id in NEVER_PUBLISHED:
            report.fail(f"{GROUP_PATH}/{artifact_id}/", "this module is never published (RELEASING.md; the release profile's excludeArtifacts)")
        elif artifact_id not in PUBLISHED:
            report.fail(f"{GROUP_PATH}/{artifact_id}/", "not one of the published artifacts listed in RELEASING.md")
    for artifact_id in PUBLISHED:
        if artifact_id not in by_artifact:
            report.fail(f"{GROUP_PATH}/{artifact_id}/", "published artifact missing from the bundle (RELEASING.md lists it)")
    versions = sorted({version for per_version in by_artifact.values() for version in per_version})
    if len(versions) > 1:
        report.fail(GROUP_PATH, f"the artifacts are at several versions ({', '.join(versions)}); a release has one")
    for version in versions:
        if "SNAPSHOT" in version.upper():
            report.fail(GROUP_PATH, f"version {version} is a snapshot (Central takes releases only)")
    return versions


def _check_version_directory(root: Path, artifact_id: str, version: str, names: list[str], gnupghome: str | None,
                             gpg: str, report: Report, counts: dict) -> Pom | None:
    """One artifact's files: the expected set, signatures, checksums and jar contents. Returns its parsed POM."""
    directory = f"{GROUP_PATH}/{artifact_id}/{version}"
    present = set(names)
    primaries = sorted(name for name in present if _companion_base(name) is None)
    prefix = f"{artifact_id}-{version}"
    packaging = PUBLISHED[artifact_id]
    required = {f"{prefix}.pom": "the POM is missing"}
    if packaging == "jar":
        required[f"{prefix}.jar"] = "the main jar is missing"
        required[f"{prefix}-sources.jar"] = "a -sources.jar is required for every jar (Central: Javadoc and sources)"
        required[f"{prefix}-javadoc.jar"] = "a -javadoc.jar is required for every jar (Central: Javadoc and sources)"
    for missing in sorted(set(required) - set(primaries)):
        report.fail(f"{directory}/{missing}", required[missing])
    for extra in sorted(set(primaries) - set(required)):
        report.fail(f"{directory}/{extra}", f"unexpected file: a {packaging}-packaged artifact publishes only {', '.join(sorted(required))}")

    for primary in primaries:
        shown = f"{directory}/{primary}"
        if f"{primary}.asc" not in present:
            report.fail(shown, "no .asc signature (Central: every file is signed with GPG/PGP)")
        else:
            counts["signatures"] += 1
            reason = _gpg_verify(gpg, root / directory / f"{primary}.asc", root / directory / primary, gnupghome)
            if reason is not None:
                report.fail(f"{shown}.asc", f"the signature does not verify ({reason})")
        for extension in REQUIRED_CHECKSUMS:
            if f"{primary}.{extension}" not in present:
                report.fail(shown, f"no .{extension} checksum (Central: .md5 and .sha1 are required for every file)")

    for name in sorted(present):
        base = _companion_base(name)
        if base is None:
            continue
        if base not in present:
            report.fail(f"{directory}/{name}", f"signature or checksum of {base}, which is not in the bundle")
            continue
        if name.endswith(".asc"):
            continue
        extension = name.rsplit(".", 1)[-1]
        written = (root / directory / name).read_text(encoding="ascii", errors="replace").split()
        actual = _digest(root / directory / base, ALL_CHECKSUMS[extension])
        counts["checksums"] += 1
        if not written or written[0].lower() != actual:
            report.fail(f"{directory}/{name}", f"checksum does not match {base} (file says {written[0] if written else 'nothing'}, content is {actual})")

    jar_kinds = {f"{prefix}.jar": "main", f"{prefix}-sources.jar": "sources", f"{prefix}-javadoc.jar": "javadoc"}
    pom = None
    for primary in primaries:
        path = root / directory / primary
        shown = f"{directory}/{primary}"
        if primary in jar_kinds:
            counts["jars"] += 1
            _check_jar(path, shown, jar_kinds[primary], report)
        elif primary == f"{prefix}.pom":
            counts["poms"] += 1
            try:
                pom = parse_pom(path, shown)
            except ET.ParseError as error:
                report.fail(shown, f"the POM is not well-formed XML ({error})")
    return pom


def _check_pom_metadata(poms: list[tuple[str, str, Pom]], report: Report) -> None:
    """Central's POM metadata rules, each POM read with its parents in the bundle."""
    poms_by_gav: dict[tuple[str, str, str], Pom] = {}
    for _, _, pom in poms:
        group_id = pom.group_id or (pom.parent[0] if pom.parent else None)
        version = pom.version or (pom.parent[2] if pom.parent else None)
        if group_id and pom.artifact_id and version:
            poms_by_gav[(group_id, pom.artifact_id, version)] = pom

    for artifact_id, version, pom in poms:
        shown = pom.path
        model = effective(pom, poms_by_gav, report)
        coordinates = {"groupId": model.group_id, "artifactId": pom.artifact_id, "version": model.version}
        for element, value in coordinates.items():
            if not value:
                report.fail(shown, f"<{element}> is missing (Central: correct coordinates)")
            elif "${" in value:
                report.fail(shown, f"<{element}> {value} is not a literal value (Central reads the POM as published)")
        if model.group_id and model.group_id != GROUP_ID:
            report.fail(shown, f"groupId {model.group_id} is not the namespace {GROUP_ID}")
        if pom.artifact_id and pom.artifact_id != artifact_id:
            report.fail(shown, f"artifactId {pom.artifact_id} does not match its directory {artifact_id}")
        if model.version and model.version != version:
            report.fail(shown, f"version {model.version} does not match its directory {version}")
        if (pom.packaging or "jar") != PUBLISHED[artifact_id]:
            report.fail(shown, f"packaging {pom.packaging or 'jar'}; {artifact_id} is published as {PUBLISHED[artifact_id]}")
        if not pom.name:
            report.fail(shown, "<name> is missing (Central: project name; Maven does not inherit it)")
        if not model.description:
            report.fail(shown, "<description> is missing, here and in its parents (Central: project description)")
        if not model.url:
            report.fail(shown, "<url> is missing, here and in its parents (Central: project URL)")
        if not model.licenses:
            report.fail(shown, "<licenses> is missing, here and in its parents (Central: license information)")
        for index, license_ in enumerate(model.licenses or [], 1):
            for element in ("name", "url"):
                if not license_.get(element):
                    report.fail(shown, f"license {index} has no <{element}> (Central: license information)")
        if not model.developers:
            report.fail(shown, "<developers> is missing, here and in its parents (Central: developer information)")
        for index, developer in enumerate(model.developers or [], 1):
            if not developer.get("name"):
                report.fail(shown, f"developer {index} has no <name> (Central: developer information)")
        for element in ("url", "connection"):
            if not model.scm.get(element):
                report.fail(shown, f"<scm><{element}> is missing, here and in its parents (Central: SCM information)")
        snapshots = sorted({v for v in pom.all_versions if "SNAPSHOT" in v.upper()})
        if snapshots:
            report.fail(shown, f"-SNAPSHOT version(s) {', '.join(snapshots)} in the POM (Central takes releases only, depending on releases)")


def check_tree(root: Path, gnupghome: str | None, gpg: str) -> tuple[Report, dict]:
    """Checks a directory in Maven repository layout. Returns the report and counts for the summary."""
    report = Report()
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
    by_artifact = _artifacts_by_directory(files, report)
    versions = _check_artifact_set(by_artifact, report)
    counts: dict = {"artifacts": 0, "files": len(files), "signatures": 0, "checksums": 0, "poms": 0, "jars": 0}
    poms: list[tuple[str, str, Pom]] = []
    for artifact_id, per_version in sorted(by_artifact.items()):
        if artifact_id not in PUBLISHED:
            continue
        counts["artifacts"] += 1
        for version, names in sorted(per_version.items()):
            pom = _check_version_directory(root, artifact_id, version, names, gnupghome, gpg, report, counts)
            if pom is not None:
                poms.append((artifact_id, version, pom))
    _check_pom_metadata(poms, report)
    counts["version"] = ", ".join(versions) or "none"
    return report, counts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="central-bundle.zip, or a directory in Maven repository layout")
    parser.add_argument("--gnupghome", help="the GnuPG home whose keyring verifies the signatures (default: $GNUPGHOME)")
    args = parser.parse_args(argv)

    gpg = shutil.which("gpg")
    if gpg is None:
        print("check-central-bundle: gpg is not installed; it is needed to verify the signatures", file=sys.stderr)
        return 2
    if not args.bundle.exists():
        print(f"check-central-bundle: {args.bundle} does not exist", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="central-bundle-") as scratch:
        pre = Report()
        root = args.bundle if args.bundle.is_dir() else Path(scratch)
        if not args.bundle.is_dir():
            try:
                _extract(args.bundle, root, pre)
            except zipfile.BadZipFile:
                print(f"check-central-bundle: {args.bundle} is not a zip file", file=sys.stderr)
                return 2
        report, counts = check_tree(root, args.gnupghome, gpg)
    failures = pre.failures + report.failures
    if failures:
        for failure in failures:
            print(f"FAIL {failure}")
        print(f"check-central-bundle: {args.bundle}: {len(failures)} requirement(s) not met; see {REQUIREMENTS} and RELEASING.md")
        return 1
    print(
        f"check-central-bundle: OK, {args.bundle}: {counts['artifacts']} artifacts at "
        f"{counts['version']}, {counts['files']} files ({counts['poms']} POMs, {counts['jars']} jars), "
        f"{counts['signatures']} signatures verified, {counts['checksums']} checksums matched"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
