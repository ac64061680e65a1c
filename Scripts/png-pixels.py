#!/usr/bin/env python3
"""Reads pixels of a PNG screenshot (Python 3 standard library only: zlib decoding).

  png-pixels.py IMAGE at X Y                      the color at (X, Y) as #rrggbb
  png-pixels.py IMAGE count COLOR [REGION] [--tolerance N]
                                                  how many pixels have COLOR (each channel within N)
  png-pixels.py IMAGE box COLOR [REGION] [--tolerance N]
                                                  the bounding box of those pixels: x0 y0 x1 y1 (exclusive), or "none"
  png-pixels.py IMAGE colors [REGION]             how many distinct colors (1 means blank)

REGION is --region X0 Y0 X1 Y1 (x1, y1 exclusive). Exit status 2 for a file that is not a PNG
this reads: 8-bit grey, grey+alpha, RGB or RGBA, not interlaced (what Chromium writes).
"""
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


class PNGError(Exception):
    pass


def read_png(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise PNGError(f"{path}: not a PNG file")
    offset = 8
    header = None
    compressed = bytearray()
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if len(body) != length:
            raise PNGError(f"{path}: chunk {kind!r} runs past the end of the file")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
        offset += 12 + length
    if header is None:
        raise PNGError(f"{path}: no IHDR chunk")
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in CHANNELS or interlace != 0:
        raise PNGError(f"{path}: unsupported PNG (depth {depth}, color type {color_type}, interlace {interlace})")
    channels = CHANNELS[color_type]
    stride = width * channels
    raw = zlib.decompress(bytes(compressed))
    if len(raw) != height * (stride + 1):
        raise PNGError(f"{path}: image data has {len(raw)} bytes, expected {height * (stride + 1)}")
    rows = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
        elif kind != 0:
            raise PNGError(f"{path}: row {y} has unknown filter {kind}")
        rows.append(line)
        previous = line
    return width, height, channels, rows


def pixel(image, x, y):
    _, _, channels, rows = image
    line = rows[y]
    i = x * channels
    if channels <= 2:
        return (line[i], line[i], line[i])
    return (line[i], line[i + 1], line[i + 2])


def parse_color(text):
    text = text.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"a color is #rrggbb, not {text}")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def region_of(image, arguments):
    width, height = image[0], image[1]
    if "--region" in arguments:
        i = arguments.index("--region")
        x0, y0, x1, y1 = (int(v) for v in arguments[i + 1:i + 5])
        return max(0, x0), max(0, y0), min(width, x1), min(height, y1)
    return 0, 0, width, height


def matching(image, color, region, tolerance):
    x0, y0, x1, y1 = region
    for y in range(y0, y1):
        for x in range(x0, x1):
            value = pixel(image, x, y)
            if all(abs(value[c] - color[c]) <= tolerance for c in range(3)):
                yield x, y


def main(arguments):
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        image = read_png(arguments[0])
    except (OSError, PNGError, zlib.error) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    command, rest = arguments[1], arguments[2:]
    tolerance = int(rest[rest.index("--tolerance") + 1]) if "--tolerance" in rest else 0
    if command == "at":
        x, y = int(rest[0]), int(rest[1])
        if not (0 <= x < image[0] and 0 <= y < image[1]):
            print(f"error: ({x}, {y}) is outside the {image[0]}x{image[1]} image", file=sys.stderr)
            return 2
        print("#%02x%02x%02x" % pixel(image, x, y))
    elif command == "count":
        print(sum(1 for _ in matching(image, parse_color(rest[0]), region_of(image, rest), tolerance)))
    elif command == "box":
        points = list(matching(image, parse_color(rest[0]), region_of(image, rest), tolerance))
        if not points:
            print("none")
        else:
            xs = [p[0] for p in points]
            ys = [p[1] for p in points]
            print(min(xs), min(ys), max(xs) + 1, max(ys) + 1)
    elif command == "colors":
        x0, y0, x1, y1 = region_of(image, rest)
        print(len({pixel(image, x, y) for y in range(y0, y1) for x in range(x0, x1)}))
    else:
        print(f"error: unknown command {command}\n{__doc__}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
