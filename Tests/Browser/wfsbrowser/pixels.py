"""Pixel comparison of two PNG screenshots, in plain Python (no imaging library needed).

Screenshots of the same pixels are the same bytes, so the decoder only runs when two shots differ.
"""
import struct
import zlib


def decode_png(data):
    """(width, height, channels, pixel bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position = 8
    compressed = bytearray()
    width = height = channels = None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            channels = {2: 3, 6: 4, 0: 1, 4: 2}.get(colour)
            if depth != 8 or channels is None or interlace:
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    pixels = bytearray(height * stride)
    previous = bytearray(stride)
    offset = 0
    for row in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        if kind == 1:
            for index in range(channels, stride):
                line[index] = (line[index] + line[index - channels]) & 0xFF
        elif kind == 2:
            for index in range(stride):
                line[index] = (line[index] + previous[index]) & 0xFF
        elif kind == 3:
            for index in range(stride):
                left = line[index - channels] if index >= channels else 0
                line[index] = (line[index] + ((left + previous[index]) >> 1)) & 0xFF
        elif kind == 4:
            for index in range(stride):
                left = line[index - channels] if index >= channels else 0
                up = previous[index]
                corner = previous[index - channels] if index >= channels else 0
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[index] = (line[index] + predictor) & 0xFF
        pixels[row * stride:(row + 1) * stride] = line
        previous = line
    return width, height, channels, pixels


def outside_corner(x, y, width, height, radius):
    """Whether pixel (x, y) of a width×height box lies outside its rounded corners of `radius` (or on their edge)."""
    if radius <= 0:
        return False
    dx = radius - x - 0.5 if x < radius else x + 0.5 - (width - radius) if x >= width - radius else None
    dy = radius - y - 0.5 if y < radius else y + 0.5 - (height - radius) if y >= height - radius else None
    if dx is None or dy is None:
        return False
    return dx * dx + dy * dy > (radius - 1.5) ** 2


def difference(first, second, threshold=3, corner=0):
    """(differing pixels, pixels compared, largest channel difference) of two PNGs of the same size.

    A pixel differs when one of its colour channels differs by more than `threshold` levels; the
    pixels outside rounded corners of radius `corner` are left out."""
    if first == second:
        return 0, None, 0
    width, height, channels, a = decode_png(first)
    other_width, other_height, other_channels, b = decode_png(second)
    if (width, height, channels) != (other_width, other_height, other_channels):
        return width * height, width * height, 255
    differing = 0
    compared = 0
    largest = 0
    colours = min(channels, 3)
    for y in range(height):
        for x in range(width):
            if corner and outside_corner(x, y, width, height, corner):
                continue
            compared += 1
            start = (y * width + x) * channels
            worst = max(abs(a[start + index] - b[start + index]) for index in range(colours))
            if worst > threshold:
                differing += 1
            if worst > largest:
                largest = worst
    return differing, compared, largest
