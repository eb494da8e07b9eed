"""The signature of a public function (default @main) in an MLIR module's
text: argument and result tensor types with their {kgen.name} attributes."""

import re

from . import StageError

# MLIR element type -> (numpy dtype name, torch dtype name).
ELEMENT_TYPES = {
    "f32": ("float32", "float32"), "f64": ("float64", "float64"),
    "f16": ("float16", "float16"), "bf16": (None, "bfloat16"),
    "i64": ("int64", "int64"), "i32": ("int32", "int32"),
    "i16": ("int16", "int16"), "i8": ("int8", "int8"),
    "i1": ("bool", "bool"), "ui8": ("uint8", "uint8"),
}

_OPEN = "(<[{"
_CLOSE = ")>]}"


def _balanced(text, start):
    """Index just past the bracket group opening at text[start]."""
    depth, i, quote = 0, start, False
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == '"':
                quote = False
        elif c == '"':
            quote = True
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == "-" and text.startswith("->", i):
            i += 1  # not a closing '>'
        i += 1
    raise ValueError("unbalanced brackets")


def _split_top(text):
    parts, depth, cur, quote, i = [], 0, [], False, 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == '"':
                quote = False
        elif c == '"':
            quote = True
        elif c == "-" and text.startswith("->", i):
            cur.append("->")
            i += 2
            continue
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif c == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def parse_tensor_type(text):
    m = re.match(r"tensor<(.*)>$", text.strip())
    if not m:
        raise ValueError("not a ranked tensor type: %s" % text)
    body = m.group(1)
    if "," in body:  # an encoding
        body = body.split(",")[0]
    fields = body.split("x")
    elem = fields[-1]
    dims = fields[:-1]
    if any(d == "?" for d in dims):
        raise ValueError("dynamic shape: %s" % text)
    if elem not in ELEMENT_TYPES:
        raise ValueError("unsupported element type %s" % elem)
    return {"element_type": elem, "shape": [int(d) for d in dims],
            "dtype": ELEMENT_TYPES[elem][1]}


def _entry(text, index, what):
    """`%a: tensor<..> {kgen.name = "x"}` or `tensor<..> {..}`."""
    t = text
    if t.startswith("%"):
        t = t.split(":", 1)[1].strip()
    attrs = ""
    if "{" in t:
        brace = t.index("{")
        t, attrs = t[:brace].strip(), t[brace:]
    try:
        e = parse_tensor_type(t)
    except ValueError as err:
        raise StageError("signature", "%s %d: %s" % (what, index, err))
    name = re.search(r'kgen\.name\s*=\s*"((?:[^"\\]|\\.)*)"', attrs)
    e["name"] = name.group(1) if name else None
    return e


def function_signature(text, function="main"):
    """{"function", "inputs": [...], "outputs": [...]} of @function."""
    m = re.search(r"func\.func\s+(?:public\s+)?@%s\s*\(" % re.escape(function),
                  text)
    if not m:
        raise StageError("signature", "no public func.func @%s" % function)
    open_paren = m.end() - 1
    close = _balanced(text, open_paren)
    args = _split_top(text[open_paren + 1:close - 1])
    rest = text[close:].lstrip()
    results = []
    if rest.startswith("->"):
        rest = rest[2:].lstrip()
        if rest.startswith("("):
            end = _balanced(rest, 0)
            results = _split_top(rest[1:end - 1])
        else:
            m2 = re.match(r"(tensor<[^{]*?>)(\s*\{[^}]*\})?", rest)
            if not m2:
                raise StageError("signature", "cannot read the result type "
                                 "of @%s" % function)
            results = [m2.group(0)]
    return {"function": function,
            "inputs": [_entry(a, i, "argument") for i, a in enumerate(args)],
            "outputs": [_entry(r, i, "result") for i, r in enumerate(results)]}
