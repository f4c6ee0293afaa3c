#!/usr/bin/env python3
"""Finishes a built site (Trunk's post_build hook, see Trunk.toml).

0. The page's WebAssembly is cut in parts (`src/screens/parts.rs`): `wasm-split-cli`
   splits the module Cargo built (which keeps its relocations, see build.rs)
   into the page and the parts loaded later, then `wasm-bindgen` and
   `wasm-opt` (release builds) do for them what Trunk did for the whole. The
   files replace Trunk's under the same names, and their integrity hashes in
   index.html are brought up to date; the parts' loader is preloaded beside
   the page's module. The parts and their loader are named after the page's
   file, so a new build never meets an old part. (The name is Trunk's hash
   of the uncut module: new versions of the tools alone would keep it.) Release
   builds minify the scripts the page loads first (esbuild): the page's
   wasm-bindgen module, the parts' loader, sw-register.js and sw.js (all
   but its BUILD line, step 2).
1. The Content Security Policy in index.html admits no inline script, except
   Trunk's loader, the module script that imports and starts the wasm: the
   sha256 of every inline script of the built page goes into script-src.
2. sw.js, the service worker, is written next to index.html from the template
   at the top of the repository, with the list of every file of the site to
   keep for offline play and a version: a hash of all their contents and of
   the worker's code, so any change to the site makes a new worker, which
   browsers then install.

3. The catalogs of the page's other languages (`locales/*.txt` but
   English's, which is built into the page: `src/i18n/`) are written to
   `locales/` in the form the page reads (`src/i18n/catalog.rs`,
   `parse_served`): a first line with the hash of the keys, then the texts
   alone, a line each, in the keys' order (the build checked that order), so
   that no key's name is sent; step 2 lists them for offline play. Each has a web app manifest of its own,
   `manifest-<code>.webmanifest`, the manifest with the catalog's name and
   description (`manifest-name`, `manifest-description`) and language, which
   the page links to when it shows that language.

4. The units' pictures, `public/units/<side>-<unit>.svg`, are written from
   their one source, `style/units.svg`: each unit's symbol with the shapes
   every unit shares (`sp-base`) put in, and that side's colours for the
   custom properties the symbols are drawn with. Written before step 2, which
   lists them for offline play.

5. The lessons (`lessons/`, the `cyvasse_lessons` crate's data): each
   ruleset's stage files joined in the order of their names, as
   `lessons/<ruleset>.txt` (the order the crate's `embedded` feature uses),
   and its words, `lessons/<ruleset>-<code>.txt`, copied as they are; the
   page fetches them when Learn is opened, and step 2 lists them for
   offline play. Written before step 2.

Usage: finish-build.py [DIR]  (default: $TRUNK_STAGING_DIR, else dist).
Running it again on a finished site brings steps 1 and 2 up to date (the page
is cut once). $TRUNK_PROFILE (release, unless Trunk says debug) decides
whether to optimise and minify.
"""

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "sw.js"
WORKER = "sw.js"

BUILD_LINE = re.compile(r"^const BUILD = .*;$", re.MULTILINE)


def fail(message):
    sys.exit(f"finish-build: {message}")


PAGE = "cyvasse-web"
# What `trunk build --release` builds with, as index.html sets it.
RELEASE_PROFILE = "web"
# The WebAssembly features Rust's wasm32 target uses, for wasm-opt.
WASM_FEATURES = [
    "--enable-bulk-memory",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-multivalue",
    "--enable-sign-ext",
]


def run(*command):
    try:
        subprocess.run([str(c) for c in command], check=True)
    except FileNotFoundError:
        fail(f"{command[0]} is not on PATH: run scripts/setup.sh, then `source scripts/env.sh`")
    except subprocess.CalledProcessError as e:
        fail(f"{command[0]} failed with status {e.returncode}")


def minify(path):
    """Minifies a script in place (see `minified`)."""
    path.write_text(minified(path.read_text(encoding="utf-8")), encoding="utf-8")


def minified(script):
    """A script minified with esbuild (Trunk's own minifier cannot read
    wasm-bindgen's output)."""
    try:
        return subprocess.run(
            ["esbuild", "--minify", "--log-level=warning"],
            input=script, check=True, capture_output=True, text=True,
        ).stdout
    except FileNotFoundError:
        fail("esbuild is not on PATH: run scripts/setup.sh, then `source scripts/env.sh`")
    except subprocess.CalledProcessError as e:
        fail(f"esbuild failed: {e.stderr}")


def cargo_target_dir():
    try:
        out = subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"],
            cwd=ROOT, check=True, capture_output=True, text=True,
        ).stdout
    except (FileNotFoundError, subprocess.CalledProcessError) as e:
        fail(f"cargo metadata failed, so the built WebAssembly cannot be found: {e}")
    return Path(json.loads(out)["target_directory"])


def replace_counted(text, old, new, what):
    """`text` with every `old` made `new`; there must be at least one."""
    if old not in text:
        fail(f"{what}: expected {old!r}")
    return text.replace(old, new)


def split_page(site, release):
    glue = [p for p in site.glob(f"{PAGE}-*.js") if re.fullmatch(rf"{PAGE}-[0-9a-f]+\.js", p.name)]
    if len(glue) != 1:
        fail(f"{site}: expected one {PAGE}-<hash>.js from Trunk, found {len(glue)}")
    stem = glue[0].stem
    loader = f"{stem}-split.js"
    if (site / loader).is_file():
        # Already cut (the script run again on a finished site).
        return len(list(site.glob(f"{stem}-*.wasm")))
    profile = RELEASE_PROFILE if release else "debug"
    source = cargo_target_dir() / "wasm32-unknown-unknown" / profile / f"{PAGE}.wasm"
    if not source.is_file():
        fail(f"{source} does not exist")
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    old = {name: site / name for name in (f"{stem}.js", f"{stem}_bg.wasm")}
    for path in old.values():
        if not path.is_file():
            fail(f"{path} does not exist")
    before = {name: hashlib.sha384(path.read_bytes()).digest() for name, path in old.items()}

    with tempfile.TemporaryDirectory() as tmp:
        split, bound = Path(tmp) / "split", Path(tmp) / "bound"
        run("wasm-split-cli", source, split, "--target", "web", "--out-name", stem)
        run(
            "wasm-bindgen", "--target", "web", "--keep-lld-exports", "--no-demangle",
            "--no-typescript", "--out-name", stem, "--out-dir", bound, split / f"{stem}.wasm",
        )
        js = (bound / f"{stem}.js").read_text(encoding="utf-8")
        # The module's imports keep their name; the file they come from is renamed.
        js = replace_counted(js, 'from "./__wasm_split.js"', f'from "./{loader}"', f"{stem}.js")
        (bound / f"{stem}.js").write_text(js, encoding="utf-8")
        link = (split / "__wasm_split.js").read_text(encoding="utf-8")
        if f'"./{stem}.js"' not in link:
            fail(f"__wasm_split.js does not import ./{stem}.js")
        # A part needs up to 25 pieces shared with other parts, and the
        # loader asks for them all in one task: at 4x CPU throttling the
        # fetches alone took 40-60 ms. The part's own file is asked for
        # first, then the pieces a few at a time, each few in a task of its
        # own (bench/LOG.md).
        link = replace_counted(
            link,
            "const parallelStuff = deps.map(d => d());\n        const instantiate = fetcher();",
            "const instantiate = fetcher();\n"
            "        const parallelStuff = [];\n"
            "        for (let i = 0; i < deps.length; i += FETCHES_AT_ONCE) {\n"
            "            if (i > 0) await new Promise(r => setTimeout(r, 0));\n"
            "            parallelStuff.push(...deps.slice(i, i + FETCHES_AT_ONCE).map(d => d()));\n"
            "        }",
            "__wasm_split.js",
        )
        link = replace_counted(
            link, "function makeLoad(", "const FETCHES_AT_ONCE = 5;\nfunction makeLoad(", "__wasm_split.js"
        )
        parts = sorted(p.name for p in split.glob("*.wasm") if p.name != f"{stem}.wasm")
        for part in parts:
            link = replace_counted(link, f'"./{part}"', f'"./{stem}-{part}"', "__wasm_split.js")
            shutil.move(split / part, bound / f"{stem}-{part}")
        (bound / loader).write_text(link, encoding="utf-8")

        if release:
            for wasm in [f"{stem}_bg.wasm"] + [f"{stem}-{part}" for part in parts]:
                # KEEP_NAMES=1 keeps the functions' names, for profiling
                # (bench/web.mjs with PROFILE=1); the page is larger then.
                names = ["-g"] if os.environ.get("KEEP_NAMES") == "1" else []
                run("wasm-opt", "-Oz", "--quiet", *names, *WASM_FEATURES, bound / wasm, "-o", bound / wasm)
            for js in (f"{stem}.js", loader):
                minify(bound / js)

        # Into the site, the loader last: it marks the page as cut.
        for name in [f"{stem}.js", f"{stem}_bg.wasm"] + [f"{stem}-{part}" for part in parts]:
            shutil.copyfile(bound / name, site / name)
        if (bound / "snippets").is_dir():
            shutil.copytree(bound / "snippets", site / "snippets", dirs_exist_ok=True)

        # Trunk's integrity hashes of the two files it wrote are now stale.
        for name, path in old.items():
            was = "sha384-" + base64.b64encode(before[name]).decode()
            now = "sha384-" + base64.b64encode(hashlib.sha384(path.read_bytes()).digest()).decode()
            if was in html:
                html = html.replace(was, now)
            elif release:
                fail(f"{index}: no integrity hash {was} for {name}")
        # The loader is imported by the page's module: fetched beside it.
        preload = re.search(rf'<link [^>]*href="?\./{re.escape(stem)}\.js"?[^>]*>', html)
        if preload is None:
            fail(f"{index}: no link to ./{stem}.js")
        html = html[: preload.end()] + f'<link rel="modulepreload" href="./{loader}" crossorigin>' + html[preload.end() :]
        index.write_text(html, encoding="utf-8")
        shutil.copyfile(bound / loader, site / loader)
    return len(parts)


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


def keys_hash(keys):
    """FNV-1a, 64 bits, of the keys in order, each followed by a newline:
    `Catalog::keys_hash` in src/i18n/catalog.rs."""
    h = 0xCBF29CE484222325
    for key in keys:
        for b in key.encode("utf-8") + b"\n":
            h ^= b
            h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def copy_catalogs(site):
    """Step 3: the other languages' catalogs, as the page reads them."""
    out = site / "locales"
    out.mkdir(exist_ok=True)
    copied = 0
    for path in sorted((ROOT / "locales").glob("*.txt")):
        if path.stem == "en":
            continue
        lines = [
            line.strip()
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.strip().startswith("#")
        ]
        pairs = []
        for line in lines:
            key, _, text = line.partition(" = ")
            pairs.append((key.strip().removesuffix(" ="), text.strip()))
        served = [f"#catalog {keys_hash(k for k, _ in pairs):016x}"] + [t for _, t in pairs]
        (out / path.name).write_text("\n".join(served) + "\n", encoding="utf-8")
        messages = dict(pairs)
        manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
        manifest["name"] = manifest["short_name"] = messages["manifest-name"]
        manifest["description"] = messages["manifest-description"]
        manifest["lang"] = path.stem
        (site / f"manifest-{path.stem}.webmanifest").write_text(
            json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        copied += 1
    return copied


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


def write_worker(site, release):
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
    if release:
        # The BUILD line stays as written, first; the rest is minified.
        text = line + "\n" + minified(BUILD_LINE.sub("", template))
    else:
        text = BUILD_LINE.sub(lambda _: line, template)
    (site / WORKER).write_text(text, encoding="utf-8")
    return build


UNITS = ROOT / "style" / "units.svg"


def write_unit_pictures(site):
    """Step 4: a picture for each side and unit, from style/units.svg."""
    source = UNITS.read_text()
    colours = {}
    for selector, body in re.findall(r"^(\.unit(?:\.white|\.black)?) \{([^}]*)\}", source, re.M):
        colours[selector] = dict(re.findall(r"(--[a-z-]+):\s*([^;]+);", body))
    base = re.search(r'^<g id="sp-base">(.*)</g>$', source, re.M)
    symbols = re.findall(r'^<symbol id="unit-([a-z-]+)" viewBox="0 0 100 100">(.*)</symbol>$', source, re.M)
    if not base or not symbols or set(colours) != {".unit", ".unit.white", ".unit.black"}:
        fail(f"{UNITS}: expected the shared shapes (sp-base), the units' symbols and the sides' colours")
    out = site / "public" / "units"
    out.mkdir(parents=True, exist_ok=True)
    for side in ("white", "black"):
        values = {**colours[".unit"], **colours[f".unit.{side}"]}
        for role, shapes in symbols:
            drawn = replace_counted(shapes, '<use href="#sp-base"/>', base.group(1), f"the shared shapes in unit-{role}")
            drawn = re.sub(r"var\((--[a-z-]+)\)", lambda m: values.get(m.group(1), m.group(0)), drawn)
            if "var(" in drawn:
                fail(f"{UNITS}: unit-{role} uses a colour that {side} does not set")
            (out / f"{side}-{role}.svg").write_text(
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{drawn}</svg>\n'
            )
    return 2 * len(symbols)


def copy_lessons(site):
    """Step 5: each ruleset's lessons and their words, as the page fetches them."""
    out = site / "lessons"
    out.mkdir(exist_ok=True)
    written = 0
    for ruleset in ("iron", "armor"):
        source = ROOT / "lessons" / ruleset
        stages = sorted(source.glob("*.txt"))
        if not stages:
            continue
        joined = "".join(p.read_text(encoding="utf-8") + "\n" for p in stages)
        (out / f"{ruleset}.txt").write_text(joined, encoding="utf-8")
        written += 1
        for words in sorted((source / "words").glob("*.txt")):
            shutil.copyfile(words, out / f"{ruleset}-{words.name}")
            written += 1
    return written


def main():
    if len(sys.argv) > 2:
        fail("usage: finish-build.py [DIR]")
    site = Path(sys.argv[1] if len(sys.argv) == 2 else os.environ.get("TRUNK_STAGING_DIR", "dist"))
    index = site / "index.html"
    if not index.is_file():
        fail(f"{index} does not exist")
    release = os.environ.get("TRUNK_PROFILE", "release") == "release"
    parts = split_page(site, release)
    if release:
        minify(site / "public" / "sw-register.js")
    scripts = add_script_hashes(index)
    catalogs = copy_catalogs(site)
    units = write_unit_pictures(site)
    lessons = copy_lessons(site)
    build = write_worker(site, release)
    print(
        f"finish-build: the page cut in {parts + 1} files; "
        f"{scripts} inline script(s) hashed into the CSP; "
        f"{catalogs} language catalog(s) copied; {units} unit pictures written; "
        f"{lessons} lesson file(s) written; "
        f"{WORKER} keeps {len(build['files'])} files, version {build['version']}"
    )


if __name__ == "__main__":
    main()
