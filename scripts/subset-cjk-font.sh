#!/bin/sh
# Remakes Assets/DroidSansFallbackCJK.ttf (issue 32 point 8): the CJK characters people name things with,
# cut from Debian's fonts-droid-fallback (Apache 2.0) so the repository stays small (about 0.8 MB instead of 4).
# Needs fonts-droid-fallback and fontTools (python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools).
# Characters outside the subset (Korean, rare hanzi) come from a system font (FontLibrary's fallbacks).
set -e
PY=${PYTHON:-python3}
SRC=${SRC:-/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf}
LIST=$(mktemp)
"$PY" - "$LIST" <<'PYEOF'
import sys
chars = set()
def rows(enc, lo, hi):
    for a in range(lo, hi + 1):
        for b in range(0xA1, 0xFF):
            try: chars.add(bytes([a, b]).decode(enc))
            except Exception: pass
rows("gb2312", 0xA1, 0xA9); rows("gb2312", 0xB0, 0xD7)   # symbols, the 3755 level-1 hanzi
rows("euc_jp", 0xA1, 0xA8); rows("euc_jp", 0xB0, 0xCF)   # symbols, kana, level-1 kanji
for lo, hi in [(0x3000, 0x303F), (0x3040, 0x30FF), (0xFF00, 0xFFEF), (0x31F0, 0x31FF)]:
    chars.update(chr(c) for c in range(lo, hi + 1))
chars = sorted(c for c in chars if len(c) == 1 and ord(c) > 0x2E7F)
open(sys.argv[1], "w").write("\n".join("U+%04X" % ord(c) for c in chars))
PYEOF
"$PY" -m fontTools.subset "$SRC" --unicodes-file="$LIST" --output-file=Assets/DroidSansFallbackCJK.ttf \
  --no-hinting --desubroutinize --layout-features='' --name-IDs='*'
rm -f "$LIST"
