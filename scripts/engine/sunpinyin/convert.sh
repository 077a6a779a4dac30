#!/usr/bin/env bash
# Convert Debian's sunpinyin-data (open-gram LM + lexicon, CC-BY-SA 3.0) into plain
# word-level TSV tables under data-work/sunpinyin/.  See README.md in this folder.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../.." && pwd)"
OUT="${1:-$REPO/data-work/sunpinyin}"

need=()
for p in sunpinyin-data sunpinyin-utils; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if ((${#need[@]})); then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"
fi

DATA="$(dpkg -L sunpinyin-data | grep '/lm_sc.t3g$' | xargs dirname)"
LM="$DATA/lm_sc.t3g"
DICT="$DATA/pydict_sc.bin"
VER="$(dpkg-query -W -f='${Version}' sunpinyin-data)"
UTILS_VER="$(dpkg-query -W -f='${Version}' sunpinyin-utils)"
echo "sunpinyin-data $VER (utils $UTILS_VER): $LM, $DICT"

mkdir -p "$OUT"
STAMP="$OUT/.converted-$VER"; STAMP="${STAMP//:/_}"
if [ -e "$STAMP" ] && [ -z "${FORCE:-}" ]; then
  echo "already converted ($STAMP; FORCE=1 redoes it)"; exit 0
fi
tslminfo "$LM"   # prints the n-gram counts
# tslminfo -v prints the model as ARPA-like text with word ids and -ln(p) / -ln(bow).
# (its -l option wants a text dict.utf8, which Debian does not ship; ids are mapped in python)
tslminfo -v "$LM" | python3 "$HERE/convert.py" --pydict "$DICT" --arpa - --out "$OUT" \
  --data-version "$VER (sunpinyin-utils $UTILS_VER)"

touch "$STAMP"
set +o pipefail   # the summary below uses head
echo
echo "== counts"
wc -l "$OUT"/*.tsv
for f in lexicon unigram bigram trigram; do
  echo "== $f.tsv (first rows)"; head -n 3 "$OUT/$f.tsv"
done
echo "== top unigrams (log10)"
sort -t$'\t' -k2,2gr "$OUT/unigram.tsv" | head -n 8
echo "== 中华 -> 人民 vs unigram 人民"
awk -F'\t' '$1=="中华" && $2=="人民"' "$OUT/bigram.tsv"
awk -F'\t' '$1=="人民"' "$OUT/unigram.tsv"
echo "== special ids"; cat "$OUT/special_ids.tsv"
