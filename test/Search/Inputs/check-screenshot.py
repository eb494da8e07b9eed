"""Checks a headless chromium's rendering of a kgen-tune HTML report
(test/Search/html-report-chromium.test) with the standard library only:

  check-screenshot.py SCREENSHOT.png DOM.html WIDTH HEIGHT

The PNG must be WIDTHxHEIGHT, not blank (a share of non-white pixels), and
show the report's colours: the OK and WRONG_ANSWER verdicts' (badges and
plot markers) and the best-so-far line's. The DOM (chromium --dump-dom)
must hold the inline SVG with its markers, the trials table with its rows,
and the escaped kernel name as text (not as an element)."""

import re
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("%s: not a PNG" % path)
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit("%s: unexpected PNG format (depth %d, colour type %d, "
                 "interlace %d)" % (path, depth, colour, interlace))
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        elif kind != 0:
            sys.exit("%s: bad PNG filter %d" % (path, kind))
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    png, dom, want_w, want_h = sys.argv[1], sys.argv[2], int(sys.argv[3]), \
        int(sys.argv[4])
    width, height, bpp, rows = read_png(png)
    failures = []
    if (width, height) != (want_w, want_h):
        failures.append("screenshot is %dx%d, not %dx%d" %
                        (width, height, want_w, want_h))
    colours = {"OK green": (0x2c, 0xa0, 0x2c), "WRONG_ANSWER red":
               (0xd6, 0x27, 0x28), "best-so-far steelblue": (0x46, 0x82,
                                                             0xb4)}
    seen = dict.fromkeys(colours, 0)
    non_white = 0
    for line in rows:
        for x in range(0, len(line), bpp):
            r, g, b = line[x], line[x + 1], line[x + 2]
            if r < 245 or g < 245 or b < 245:
                non_white += 1
                for name, (cr, cg, cb) in colours.items():
                    if abs(r - cr) + abs(g - cg) + abs(b - cb) < 30:
                        seen[name] += 1
    share = non_white / float(width * height)
    print("screenshot %dx%d: %.1f%% non-white; %s" % (
        width, height, 100 * share,
        ", ".join("%s %d px" % (k, v) for k, v in seen.items())))
    if share < 0.02:
        failures.append("screenshot is blank (%.2f%% non-white)" %
                        (100 * share))
    for name, count in seen.items():
        if count < 20:
            failures.append("screenshot has no %s (%d px)" % (name, count))

    with open(dom, errors="replace") as f:
        text = f.read()
    checks = {
        "the inline svg": r"<svg[^>]*xmlns=\"http://www.w3.org/2000/svg\"",
        "six trial markers": None,
        "the trials table": r"<table class=\"trials\">",
        "the knob columns": r"<th class=\"knob\">tile_m</th>"
                            r"<th class=\"knob\">tile_n</th>"
                            r"<th class=\"knob\">split</th>",
        "the escaped kernel name": r"<h2>k&lt;1&gt;&amp;co\.mlir</h2>",
    }
    for name, pattern in checks.items():
        if pattern and not re.search(pattern, text):
            failures.append("the DOM lacks %s" % name)
    markers = len(re.findall(r"<g class=\"trial\">", text))
    trials = len(re.findall(r"<tr class=\"trial", text))
    print("DOM: %d trial markers, %d trial rows" % (markers, trials))
    if markers != 6 or trials != 6:
        failures.append("the DOM has %d markers and %d rows, not 6 and 6" %
                        (markers, trials))
    if failures:
        sys.exit("check-screenshot: " + "; ".join(failures))
    print("check-screenshot: OK")


if __name__ == "__main__":
    main()
