"""Reading Rime's tables and fetching the Debian packages that ship them (for build_strokes.py,
build_shapes.py and build_yue_chars.py)."""
import argparse
import contextlib
import glob
import os
import subprocess
import sys
import tempfile


def dict_rows(path):
    """Each entry line of a Rime .dict.yaml's body (after `...`, not a comment) as its fields."""
    body = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("..."):
                body = True
                continue
            if body and not line.startswith("#"):
                yield line.rstrip("\n").split("\t")


def fetch(packages, workdir):
    """Downloads `packages` with apt-get into `workdir` and unpacks them there (nothing is
    installed); the unpacked tree's rime-data folder."""
    subprocess.run(["apt-get", "download", *packages], cwd=workdir, check=True, stdout=subprocess.DEVNULL)
    for deb in sorted(glob.glob(os.path.join(workdir, "*.deb"))):
        print(f"  {os.path.basename(deb)}", file=sys.stderr)
        subprocess.run(["dpkg", "-x", deb, os.path.join(workdir, "root")], check=True)
    return os.path.join(workdir, "root/usr/share/rime-data")


def arguments(doc, out):
    """The command line of a build script: `--rime DIR` (the folder holding Rime's files; default:
    download the Debian packages) and `--out` (default `out`)."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--rime", help="a folder holding the Rime files read (default: download the Debian packages)")
    ap.add_argument("--out", default=out)
    return ap.parse_args()


@contextlib.contextmanager
def rime_data(folder, packages):
    """`folder` when given, else the packages' rime-data folder, downloaded into a temporary one."""
    if folder:
        yield folder
        return
    with tempfile.TemporaryDirectory() as workdir:
        yield fetch(packages, workdir)
