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
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "sw.js"
WORKER = "sw.js"

BUILD_LINE = re.compile(r"^const BUILD = .*;$", re.MULTILINE)


def fail(message):
    sys.exit(f"finish-build: {message}")


class Page(HTMLParser):
    """Where index.html's tags are, as Trunk wrote it (minified or not): the
    CSP meta element, inline scripts' exact text, and files named with an
    integrity hash."""

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.html = html
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", html)]
        self.csp = []  # (offset, tag text, policy)
        self.first_script = None
        self.inline_scripts = []  # exact text
        self.integrity = {}  # href or src -> integrity
        self._open_script = None
        self.feed(html)
        self.close()

    def position(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp.append((self.position(), self.get_starttag_text(), a.get("content") or ""))
        if tag == "script":
            if self.first_script is None:
                self.first_script = self.position()
            if "src" not in a:
                self._open_script = self.position() + len(self.get_starttag_text())
        url = a.get("href") or a.get("src")
        if tag in ("link", "script") and url and a.get("integrity"):
            self.integrity[url] = a["integrity"]

    def handle_endtag(self, tag):
        if tag == "script" and self._open_script is not None:
            self.inline_scripts.append(self.html[self._open_script : self.position()])
            self._open_script = None


def add_script_hashes(index):
    html = index.read_text(encoding="utf-8")
    page = Page(html)
    if len(page.csp) != 1:
        fail(f"{index}: expected one Content-Security-Policy meta element, found {len(page.csp)}")
    (at, tag, policy) = page.csp[0]
    if page.first_script is not None and at > page.first_script:
        fail(f"{index}: the Content-Security-Policy must come before every script")

    hashes = []
    for body in page.inline_scripts:
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        hashes.append(f"'sha256-{digest}'")

    directives = []
    found = False
    for directive in (d.strip() for d in policy.split(";")):
        if not directive:
            continue
        name, *sources = directive.split()
        if name == "script-src":
            found = True
            sources = [s for s in sources if not s.startswith("'sha256-")] + hashes
        directives.append(" ".join([name, *sources]))
    if not found:
        fail(f"{index}: the Content-Security-Policy has no script-src")

    policy = "; ".join(directives).replace("&", "&amp;").replace('"', "&quot;")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}"' + (" />" if tag.endswith("/>") else ">")
    index.write_text(html[:at] + meta + html[at + len(tag) :], encoding="utf-8")
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
    found = {}
    for url, integrity in Page(index.read_text(encoding="utf-8")).integrity.items():
        rel = url.removeprefix("./")
        if rel in files:
            found["./" + rel] = integrity
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
