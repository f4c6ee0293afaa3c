#!/usr/bin/env python3
"""Finishes a built site (Trunk's post_build hook, see Trunk.toml).

1. The Content Security Policy in index.html admits no inline script, except
   Trunk's loader, the module script that imports and starts the wasm: the
   sha256 of every inline script of the built page goes into script-src.
2. sw.js, the service worker, is written next to index.html from the template
   at the top of the repository, with the list of every file of the site to
   keep for offline play and a version: a hash of all their contents and of
   the worker's code, so any change to the site makes a new worker, which
   browsers then install.

Usage: finish-build.py [DIR]  (default: $TRUNK_STAGING_DIR, else dist).
Running it again on a finished site brings it up to date.
"""

import base64
import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "sw.js"
WORKER = "sw.js"

CSP_META = re.compile(
    r'(<meta\s+http-equiv="Content-Security-Policy"\s+content=")([^"]*)(")', re.IGNORECASE
)
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
BUILD_LINE = re.compile(r"^const BUILD = .*;$", re.MULTILINE)


def fail(message):
    sys.exit(f"finish-build: {message}")


def add_script_hashes(index):
    html = index.read_text(encoding="utf-8")
    metas = CSP_META.findall(html)
    if len(metas) != 1:
        fail(f"{index}: expected one Content-Security-Policy meta element, found {len(metas)}")
    meta = CSP_META.search(html)
    first_script = html.find("<script")
    if first_script != -1 and meta.start() > first_script:
        fail(f"{index}: the Content-Security-Policy must come before every script")

    hashes = []
    for attrs, body in SCRIPT.findall(html):
        if re.search(r"\bsrc\s*=", attrs):
            continue
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        hashes.append(f"'sha256-{digest}'")

    directives = []
    found = False
    for directive in (d.strip() for d in meta.group(2).split(";")):
        if not directive:
            continue
        name, *sources = directive.split()
        if name == "script-src":
            found = True
            sources = [s for s in sources if not s.startswith("'sha256-")] + hashes
        directives.append(" ".join([name, *sources]))
    if not found:
        fail(f"{index}: the Content-Security-Policy has no script-src")

    policy = "; ".join(directives)
    html = html[: meta.start(2)] + policy + html[meta.end(2) :]
    index.write_text(html, encoding="utf-8")
    return len(hashes)


def site_files(site):
    """Every file of the site but the worker itself, as URLs relative to it."""
    files = []
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel != WORKER and not any(p.startswith(".") for p in rel.split("/")):
            files.append(rel)
    return files


def integrity_of(index, files):
    """The files index.html names with an integrity hash (Trunk's outputs,
    named by their contents): the worker may take them from the HTTP cache."""
    html = index.read_text(encoding="utf-8")
    found = {}
    for tag in re.findall(r"<(?:link|script)\b[^>]*>", html, re.IGNORECASE):
        href = re.search(r'\b(?:href|src)="([^"]+)"', tag)
        sri = re.search(r'\bintegrity="([^"]+)"', tag)
        if href and sri:
            rel = href.group(1).removeprefix("./")
            if rel in files:
                found["./" + rel] = sri.group(1)
    return found


def write_worker(site):
    files = site_files(site)
    if "index.html" not in files:
        fail(f"{site}: no index.html")
    template = TEMPLATE.read_text(encoding="utf-8")
    if len(BUILD_LINE.findall(template)) != 1:
        fail(f"{TEMPLATE}: expected one line starting `const BUILD = `")
    # The worker's own code counts too: a change to it is a new version.
    digest = hashlib.sha256(template.encode("utf-8") + b"\0")
    for rel in files:
        digest.update(rel.encode("utf-8") + b"\0")
        digest.update((site / rel).read_bytes())
        digest.update(b"\0")
    build = {
        "version": digest.hexdigest()[:16],
        "files": ["./" + f for f in files],
        "integrity": integrity_of(site / "index.html", files),
    }

    line = "const BUILD = " + json.dumps(build, indent=None, separators=(", ", ": ")) + ";"
    (site / WORKER).write_text(BUILD_LINE.sub(lambda _: line, template), encoding="utf-8")
    return build


def main():
    if len(sys.argv) > 2:
        fail("usage: finish-build.py [DIR]")
    site = Path(sys.argv[1] if len(sys.argv) == 2 else os.environ.get("TRUNK_STAGING_DIR", "dist"))
    index = site / "index.html"
    if not index.is_file():
        fail(f"{index} does not exist")
    scripts = add_script_hashes(index)
    build = write_worker(site)
    print(
        f"finish-build: {scripts} inline script(s) hashed into the CSP; "
        f"{WORKER} keeps {len(build['files'])} files, version {build['version']}"
    )


if __name__ == "__main__":
    main()
