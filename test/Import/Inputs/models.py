#!/usr/bin/python3
"""Writes small ONNX models for the importer's tests, with numpy references.

    models.py NAME OUT_DIR

writes OUT_DIR/NAME.onnx and, for models that are run, OUT_DIR/NAME.npz with
the graph inputs (by name) and the expected outputs (key "out:<name>"),
computed here in float64 with numpy (onnx 1.12 has no reference evaluator).
Initializer values come from the model itself.
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17
rng = np.random.default_rng(1234)


def rand(*shape):
    return rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)


class Graph:
    def __init__(self):
        self.nodes, self.inputs, self.inits, self.outputs = [], [], [], []
        self.feeds, self.expected = {}, {}
        self.count = 0

    def input(self, name, value, elem=TensorProto.FLOAT, dims=None):
        self.inputs.append(helper.make_tensor_value_info(
            name, elem, dims if dims is not None else list(value.shape)))
        self.feeds[name] = value
        return name

    def init(self, name, value):
        self.inits.append(numpy_helper.from_array(value, name))
        return name

    def const(self, value):
        self.count += 1
        name = "c%d" % self.count
        self.nodes.append(helper.make_node(
            "Constant", [], [name], value=numpy_helper.from_array(value)))
        return name

    def op(self, op_type, inputs, n_out=1, **attrs):
        self.count += 1
        outs = ["%s_%d_%d" % (op_type.lower(), self.count, i)
                for i in range(n_out)]
        self.nodes.append(helper.make_node(op_type, inputs, outs,
                                           name="%s_%d" % (op_type,
                                                           self.count),
                                           **attrs))
        return outs[0] if n_out == 1 else outs

    def output(self, name, expected, elem=TensorProto.FLOAT):
        self.outputs.append(helper.make_tensor_value_info(
            name, elem, list(expected.shape)))
        self.expected["out:" + name] = expected

    def save(self, path, name):
        graph = helper.make_graph(self.nodes, name, self.inputs,
                                  self.outputs, self.inits)
        model = helper.make_model(
            graph, opset_imports=[helper.make_opsetid(
                "", getattr(self, "opset", OPSET))])
        model.ir_version = 8
        if not getattr(self, "unchecked", False):
            onnx.checker.check_model(model)
        if getattr(self, "external_data", False):
            # Initializers in a file beside the model, as torch.onnx.export
            # writes models over 2 GiB.
            onnx.save_model(model, path + ".onnx", save_as_external_data=True,
                            all_tensors_to_one_file=True,
                            location=os.path.basename(path) + ".weights",
                            size_threshold=0)
        else:
            onnx.save(model, path + ".onnx")
        if self.expected:
            np.savez(path + ".npz", **self.feeds, **self.expected)


# --- numpy references -----------------------------------------------------

def conv_ref(x, w, b, strides, pads, dil, group):
    x = x.astype(np.float64)
    w = w.astype(np.float64)
    k = x.ndim - 2
    pad_width = [(0, 0), (0, 0)] + [(pads[i], pads[k + i]) for i in range(k)]
    xp = np.pad(x, pad_width)
    n, c = x.shape[:2]
    m = w.shape[0]
    ksz = w.shape[2:]
    out_sp = [(xp.shape[2 + i] - (ksz[i] - 1) * dil[i] - 1) // strides[i] + 1
              for i in range(k)]
    y = np.zeros([n, m] + out_sp)
    cg, mg = c // group, m // group
    for g in range(group):
        for kpos in np.ndindex(*ksz):
            sl = tuple(slice(kpos[i] * dil[i],
                             kpos[i] * dil[i] + (out_sp[i] - 1) * strides[i]
                             + 1, strides[i]) for i in range(k))
            patch = xp[(slice(None), slice(g * cg, (g + 1) * cg)) + sl]
            wk = w[(slice(g * mg, (g + 1) * mg), slice(None)) + kpos]
            y[:, g * mg:(g + 1) * mg] += np.einsum("nc...,mc->nm...", patch,
                                                   wk)
    if b is not None:
        y += b.reshape([1, m] + [1] * k)
    return y


def conv_transpose_ref(x, w, b, strides, pads_begin, dil, group, out_sp):
    """Scatter form: x[n, g*Cg+ic, i] * w[g*Cg+ic, oc, k] lands on output
    position i*s + k*d - pads_begin, cropped (or zero-extended) to out_sp."""
    x = x.astype(np.float64)
    w = w.astype(np.float64)
    k = x.ndim - 2
    n, c = x.shape[:2]
    cg, mg = c // group, w.shape[1]
    ksz, isz = w.shape[2:], x.shape[2:]
    full = [(isz[i] - 1) * strides[i] + (ksz[i] - 1) * dil[i] + 1
            for i in range(k)]
    big = np.zeros([n, group * mg] + [max(full[i], pads_begin[i] + out_sp[i])
                                      for i in range(k)])
    for g in range(group):
        xg = x[:, g * cg:(g + 1) * cg]
        for kpos in np.ndindex(*ksz):
            sl = tuple(slice(kpos[i] * dil[i],
                             kpos[i] * dil[i] + (isz[i] - 1) * strides[i] + 1,
                             strides[i]) for i in range(k))
            wk = w[(slice(g * cg, (g + 1) * cg), slice(None)) + kpos]
            big[(slice(None), slice(g * mg, (g + 1) * mg)) + sl] += np.einsum(
                "nc...,cm->nm...", xg, wk)
    y = big[(slice(None), slice(None)) + tuple(
        slice(pads_begin[i], pads_begin[i] + out_sp[i]) for i in range(k))]
    if b is not None:
        y = y + b.reshape([1, -1] + [1] * k)
    return y


def pool_ref(x, kernel, strides, pads, mode, include_pad=False, ceil=False,
             dil=None):
    x = x.astype(np.float64)
    k = x.ndim - 2
    dil = dil or [1] * k
    out_sp = []
    for i in range(k):
        span = x.shape[2 + i] + pads[i] + pads[k + i] - (kernel[i] - 1) * dil[i] - 1
        o = (-(-span // strides[i]) if ceil else span // strides[i]) + 1
        if ceil and (o - 1) * strides[i] >= x.shape[2 + i] + pads[i]:
            o -= 1
        out_sp.append(o)
    y = np.zeros(list(x.shape[:2]) + out_sp)
    for o in np.ndindex(*out_sp):
        vals, count = [], 0
        for kp in np.ndindex(*kernel):
            pos = [o[i] * strides[i] - pads[i] + kp[i] * dil[i]
                   for i in range(k)]
            inside = all(0 <= pos[i] < x.shape[2 + i] for i in range(k))
            in_pad = all(-pads[i] <= pos[i] < x.shape[2 + i] + pads[k + i]
                         for i in range(k))
            if inside:
                vals.append(x[(slice(None), slice(None)) + tuple(pos)])
            if inside or (include_pad and in_pad):
                count += 1
        stack = np.stack(vals)
        idx = (slice(None), slice(None)) + o
        y[idx] = stack.max(0) if mode == "max" else stack.sum(0) / count
    return y


def norm_ref(x, axes, eps):
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    return (x - mean) / np.sqrt(var + eps)


def softplus(x):
    return np.logaddexp(0, x)


def erf(x):
    from math import erf as e
    return np.vectorize(e)(x)


# --- models ---------------------------------------------------------------

def conv(g):
    x = g.input("x", rand(2, 4, 9, 8))
    w = g.init("w", rand(6, 4, 3, 2))
    b = g.init("b", rand(6))
    y = g.op("Conv", [x, w, b], strides=[2, 1], pads=[1, 0, 2, 1],
             dilations=[1, 2])
    g.output(y, conv_ref(g.feeds["x"], numpy_helper.to_array(g.inits[0]),
                         numpy_helper.to_array(g.inits[1]), [2, 1],
                         [1, 0, 2, 1], [1, 2], 1))
    # Grouped 2-D (ngchw), depthwise 2-D, grouped 1-D and 3-D (generic).
    wg = g.init("wg", rand(6, 2, 3, 3))
    y2 = g.op("Conv", [x, wg], group=2, pads=[1, 1, 1, 1])
    g.output(y2, conv_ref(g.feeds["x"], numpy_helper.to_array(g.inits[2]),
                          None, [1, 1], [1, 1, 1, 1], [1, 1], 2))
    wd = g.init("wd", rand(4, 1, 3, 3))
    y3 = g.op("Conv", [x, wd], group=4, strides=[2, 2])
    g.output(y3, conv_ref(g.feeds["x"], numpy_helper.to_array(g.inits[3]),
                          None, [2, 2], [0, 0, 0, 0], [1, 1], 4))
    x1 = g.input("x1", rand(2, 4, 11))
    w1 = g.init("w1", rand(4, 2, 3))
    b1 = g.init("b1", rand(4))
    y4 = g.op("Conv", [x1, w1, b1], group=2, strides=[2], pads=[1, 2],
              dilations=[2])
    g.output(y4, conv_ref(g.feeds["x1"], numpy_helper.to_array(g.inits[4]),
                          numpy_helper.to_array(g.inits[5]), [2], [1, 2], [2],
                          2))
    x3 = g.input("x3", rand(1, 2, 5, 4, 6))
    w3 = g.init("w3", rand(3, 2, 2, 3, 2))
    y5 = g.op("Conv", [x3, w3], pads=[1, 0, 1, 0, 1, 1], strides=[1, 2, 1])
    g.output(y5, conv_ref(g.feeds["x3"], numpy_helper.to_array(g.inits[6]),
                          None, [1, 2, 1], [1, 0, 1, 0, 1, 1], [1, 1, 1], 1))
    w3g = g.init("w3g", rand(4, 1, 2, 2, 2))
    y6 = g.op("Conv", [x3, w3g], group=2)
    g.output(y6, conv_ref(g.feeds["x3"], numpy_helper.to_array(g.inits[7]),
                          None, [1, 1, 1], [0] * 6, [1, 1, 1], 2))


def convt(g):
    def arr(name):
        return next(numpy_helper.to_array(i) for i in g.inits
                    if i.name == name)
    # 2-D, stride 2, asymmetric pads, output_padding, bias.
    x = g.input("x", rand(2, 4, 5, 4))
    w, b = g.init("w", rand(4, 3, 3, 2)), g.init("b", rand(3))
    y = g.op("ConvTranspose", [x, w, b], strides=[2, 1], pads=[1, 0, 0, 1],
             output_padding=[1, 0])
    g.output(y, conv_transpose_ref(g.feeds["x"], arr("w"), arr("b"), [2, 1],
                                   [1, 0], [1, 1], 1, [11, 4]))
    # Grouped 2-D, stride 2, dilation 2, output_padding.
    xg = g.input("xg", rand(1, 4, 4, 3))
    wg = g.init("wg", rand(4, 2, 3, 2))
    y = g.op("ConvTranspose", [xg, wg], group=2, strides=[2, 2],
             dilations=[2, 1], pads=[2, 1, 1, 0], output_padding=[1, 1])
    g.output(y, conv_transpose_ref(g.feeds["xg"], arr("wg"), None, [2, 2],
                                   [2, 1], [2, 1], 2, [9, 6]))
    # Depthwise (groups = channels), stride 2, symmetric pads, bias.
    xd = g.input("xd", rand(1, 3, 4, 4))
    wd, bd = g.init("wd", rand(3, 1, 3, 3)), g.init("bd", rand(3))
    y = g.op("ConvTranspose", [xd, wd, bd], group=3, strides=[2, 2],
             pads=[1, 1, 1, 1], output_padding=[1, 1])
    g.output(y, conv_transpose_ref(g.feeds["xd"], arr("wd"), arr("bd"),
                                   [2, 2], [1, 1], [1, 1], 3, [8, 8]))
    # 1-D, stride 3, dilation 2, asymmetric pads, output_padding 2, bias.
    x1 = g.input("x1", rand(2, 3, 7))
    w1, b1 = g.init("w1", rand(3, 2, 3)), g.init("b1", rand(2))
    y = g.op("ConvTranspose", [x1, w1, b1], strides=[3], dilations=[2],
             pads=[2, 1], output_padding=[2])
    g.output(y, conv_transpose_ref(g.feeds["x1"], arr("w1"), arr("b1"), [3],
                                   [2], [2], 1, [22]))
    # Grouped 3-D, mixed strides, asymmetric pads.
    x3 = g.input("x3", rand(1, 4, 3, 4, 2))
    w3 = g.init("w3", rand(4, 1, 2, 3, 2))
    y = g.op("ConvTranspose", [x3, w3], group=2, strides=[2, 1, 2],
             pads=[0, 1, 0, 1, 0, 1])
    g.output(y, conv_transpose_ref(g.feeds["x3"], arr("w3"), None, [2, 1, 2],
                                   [0, 1, 0], [1, 1, 1], 2, [5, 5, 3]))
    # output_shape (the pads follow from it) and auto_pad SAME_UPPER.
    xs = g.input("xs", rand(1, 2, 3, 3))
    ws = g.init("ws", rand(2, 2, 3, 3))
    y = g.op("ConvTranspose", [xs, ws], strides=[2, 2], output_shape=[6, 5])
    g.output(y, conv_transpose_ref(g.feeds["xs"], arr("ws"), None, [2, 2],
                                   [1, 1], [1, 1], 1, [6, 5]))
    y = g.op("ConvTranspose", [xs, ws], strides=[2, 2], auto_pad="SAME_UPPER")
    g.output(y, conv_transpose_ref(g.feeds["xs"], arr("ws"), None, [2, 2],
                                   [0, 0], [1, 1], 1, [6, 6]))


def pool(g):
    x = g.input("x", rand(2, 3, 9, 10))
    xv = g.feeds["x"]
    y = g.op("MaxPool", [x], kernel_shape=[3, 2], strides=[2, 3],
             pads=[1, 0, 1, 1], ceil_mode=1)
    g.output(y, pool_ref(xv, [3, 2], [2, 3], [1, 0, 1, 1], "max", ceil=True))
    y = g.op("AveragePool", [x], kernel_shape=[3, 3], strides=[2, 2],
             pads=[1, 1, 1, 1])
    g.output(y, pool_ref(xv, [3, 3], [2, 2], [1, 1, 1, 1], "avg"))
    y = g.op("AveragePool", [x], kernel_shape=[2, 2], strides=[2, 2],
             pads=[1, 1, 0, 0], count_include_pad=1)
    g.output(y, pool_ref(xv, [2, 2], [2, 2], [1, 1, 0, 0], "avg",
                         include_pad=True))
    y = g.op("GlobalAveragePool", [x])
    g.output(y, xv.astype(np.float64).mean(axis=(2, 3), keepdims=True))
    y = g.op("GlobalMaxPool", [x])
    g.output(y, xv.astype(np.float64).max(axis=(2, 3), keepdims=True))
    x1 = g.input("x1", rand(2, 3, 12))
    y = g.op("MaxPool", [x1], kernel_shape=[3], strides=[2], dilations=[2])
    g.output(y, pool_ref(g.feeds["x1"], [3], [2], [0, 0], "max", dil=[2]))
    y = g.op("AveragePool", [x1], kernel_shape=[4], strides=[3])
    g.output(y, pool_ref(g.feeds["x1"], [4], [3], [0, 0], "avg"))
    x3 = g.input("x3", rand(1, 2, 5, 6, 4))
    y = g.op("MaxPool", [x3], kernel_shape=[2, 3, 2], strides=[2, 2, 1],
             pads=[0, 1, 0, 1, 0, 1])
    g.output(y, pool_ref(g.feeds["x3"], [2, 3, 2], [2, 2, 1],
                         [0, 1, 0, 1, 0, 1], "max"))
    y = g.op("AveragePool", [x3], kernel_shape=[2, 2, 2], strides=[2, 2, 2])
    g.output(y, pool_ref(g.feeds["x3"], [2, 2, 2], [2, 2, 2], [0] * 6, "avg"))
    # A Pad node in front of a pool, as torch exports padded avg_pool.
    p = g.op("Pad", [x, g.const(np.array([0, 0, 1, 2, 0, 0, 1, 0],
                                         dtype=np.int64))])
    y = g.op("AveragePool", [p], kernel_shape=[3, 3], strides=[3, 3])
    padded = np.pad(xv, [(0, 0), (0, 0), (1, 1), (2, 0)])
    g.output(y, pool_ref(padded, [3, 3], [3, 3], [0] * 4, "avg"))


def matmul(g):
    a = g.input("a", rand(2, 1, 3, 4))
    b = g.input("b", rand(5, 4, 6))
    g.output(g.op("MatMul", [a, b]),
             np.matmul(g.feeds["a"].astype(np.float64), g.feeds["b"]))
    c = g.input("c", rand(3, 5, 4))
    d = g.input("d", rand(3, 4, 2))
    g.output(g.op("MatMul", [c, d]),
             np.matmul(g.feeds["c"].astype(np.float64), g.feeds["d"]))
    v = g.input("v", rand(4))
    g.output(g.op("MatMul", [c, v]),
             np.matmul(g.feeds["c"].astype(np.float64), g.feeds["v"]))
    e = g.input("e", rand(4, 3))
    f = g.init("f", rand(5, 4))
    bias = g.init("bias", rand(5))
    y = g.op("Gemm", [e, f, bias], transA=1, transB=1, alpha=0.5, beta=2.0)
    g.output(y, 0.5 * g.feeds["e"].T.astype(np.float64)
             @ numpy_helper.to_array(g.inits[0]).T
             + 2.0 * numpy_helper.to_array(g.inits[1]))
    h = g.input("h", rand(2, 3, 4, 5))
    k = g.input("k", rand(5, 6))
    g.output(g.op("Einsum", [h, k], equation="bijl,lk->bijk"),
             np.einsum("bijl,lk->bijk", g.feeds["h"].astype(np.float64),
                       g.feeds["k"]))


def bcast(g):
    """Broadcasts along unit dims: of an initializer, of an input, and of a
    computed value (a mean kept with its reduced dims)."""
    x = g.input("x", rand(2, 3, 4, 4))
    y = g.input("y", rand(2, 3, 1, 1))
    w = g.init("w", rand(3, 1, 1))
    xv = g.feeds["x"].astype(np.float64)
    wv = numpy_helper.to_array(g.inits[0]).astype(np.float64)
    g.output(g.op("Add", [g.op("Mul", [x, w]), y]), xv * wv + g.feeds["y"])
    m = g.op("ReduceMean", [x], axes=[2, 3], keepdims=1)
    g.output(g.op("Sub", [x, m]), xv - xv.mean(axis=(2, 3), keepdims=True))


def norm(g):
    x = g.input("x", rand(4, 3, 5, 2) * 3 + 1)
    xv = g.feeds["x"].astype(np.float64)
    s, bb = g.init("s", rand(3)), g.init("bb", rand(3))
    sv, bv = numpy_helper.to_array(g.inits[0]), numpy_helper.to_array(g.inits[1])
    mean, var = g.init("mean", rand(3)), g.init("var", rand(3) + 1.5)
    mv, vv = numpy_helper.to_array(g.inits[2]), numpy_helper.to_array(g.inits[3])
    ch = lambda a: a.reshape(1, 3, 1, 1)
    y = g.op("BatchNormalization", [x, s, bb, mean, var], n_out=3,
             training_mode=1, epsilon=1e-3)[0]
    g.output(y, norm_ref(xv, (0, 2, 3), 1e-3) * ch(sv) + ch(bv))
    y = g.op("BatchNormalization", [x, s, bb, mean, var])
    g.output(y, (xv - ch(mv)) / np.sqrt(ch(vv) + 1e-5) * ch(sv) + ch(bv))
    y = g.op("InstanceNormalization", [x, s, bb], epsilon=1e-4)
    g.output(y, norm_ref(xv, (2, 3), 1e-4) * ch(sv) + ch(bv))
    ls, lb = g.init("ls", rand(5, 2)), g.init("lb", rand(5, 2))
    lsv, lbv = numpy_helper.to_array(g.inits[4]), numpy_helper.to_array(g.inits[5])
    y = g.op("LayerNormalization", [x, ls, lb], axis=-2)
    g.output(y, norm_ref(xv, (2, 3), 1e-5) * lsv + lbv)
    # Scale broadcast to the normalized shape, no bias.
    ls2 = g.init("ls2", rand(2))
    ls2v = numpy_helper.to_array(g.inits[6])
    y = g.op("LayerNormalization", [x, ls2], axis=2, epsilon=1e-3)
    g.output(y, norm_ref(xv, (2, 3), 1e-3) * ls2v)
    # torch 1.13's export of nn.GroupNorm(3, 6): Reshape to [N, G, -1],
    # instance norm with unit scale and zero bias, Reshape back, per-channel
    # Mul/Add.
    x2 = g.input("x2", rand(2, 6, 3, 4) * 2 - 0.5)
    x2v = g.feeds["x2"].astype(np.float64)
    gw, gb = g.init("gw", rand(6)), g.init("gb", rand(6))
    gwv, gbv = numpy_helper.to_array(g.inits[7]), numpy_helper.to_array(g.inits[8])
    r = g.op("Reshape", [x2, g.const(np.array([2, 3, -1], dtype=np.int64))])
    inn = g.op("InstanceNormalization", [
        r, g.const(np.ones(3, dtype=np.float32)),
        g.const(np.zeros(3, dtype=np.float32))], epsilon=1e-5)
    back = g.op("Reshape", [inn, g.op("Shape", [x2])])
    axes12 = g.const(np.array([1, 2], dtype=np.int64))
    y = g.op("Add", [g.op("Mul", [back, g.op("Unsqueeze", [gw, axes12])]),
                     g.op("Unsqueeze", [gb, axes12])])
    gn = norm_ref(x2v.reshape(2, 3, -1), (2,), 1e-5).reshape(x2v.shape)
    g.output(y, gn * gwv.reshape(1, 6, 1, 1) + gbv.reshape(1, 6, 1, 1))
    # The same shape of graph with 2 groups, a rank-4 view and a non-unit
    # per-group scale and bias; the instance norm's own output is a result.
    r = g.op("Reshape", [x2, g.const(np.array([2, 2, 6, 6], dtype=np.int64))])
    sg = np.array([0.5, 2.0], dtype=np.float32)
    bg = np.array([0.25, -0.75], dtype=np.float32)
    inn = g.op("InstanceNormalization", [r, g.const(sg), g.const(bg)],
               epsilon=1e-4)
    view = norm_ref(x2v.reshape(2, 2, 6, 6), (2, 3), 1e-4) \
        * sg.reshape(1, 2, 1, 1) + bg.reshape(1, 2, 1, 1)
    g.output(inn, view)
    g.output(g.op("Reshape", [inn, g.const(np.array([2, 6, 12],
                                                    dtype=np.int64))]),
             view.reshape(2, 6, 12))


def reduce(g):
    x = g.input("x", rand(3, 4, 5))
    xv = g.feeds["x"].astype(np.float64)
    axes = g.const(np.array([0, 2], dtype=np.int64))
    g.output(g.op("ReduceSum", [x, axes], keepdims=0), xv.sum(axis=(0, 2)))
    g.output(g.op("ReduceMean", [x], axes=[-1]),
             xv.mean(axis=-1, keepdims=True))
    g.output(g.op("ReduceMax", [x], axes=[1], keepdims=0), xv.max(axis=1))
    g.output(g.op("ReduceMin", [x], axes=[0, 1]),
             xv.min(axis=(0, 1), keepdims=True))
    g.output(g.op("ReduceProd", [x], axes=[2], keepdims=0), xv.prod(axis=2))
    g.output(g.op("ReduceL2", [x], axes=[1]),
             np.sqrt((xv ** 2).sum(axis=1, keepdims=True)))
    g.output(g.op("ReduceLogSumExp", [x], axes=[1, 2], keepdims=0),
             np.log(np.exp(xv).sum(axis=(1, 2))))
    g.output(g.op("ReduceLogSumExp", [x], axes=[0, 2]),
             np.log(np.exp(xv).sum(axis=(0, 2), keepdims=True)))
    g.output(g.op("ReduceLogSumExp", [x]),
             np.log(np.exp(xv).sum(axis=(0, 1, 2), keepdims=True)))
    g.output(g.op("Softmax", [x], axis=1),
             np.exp(xv) / np.exp(xv).sum(axis=1, keepdims=True))
    g.output(g.op("LogSoftmax", [x]),
             xv - np.log(np.exp(xv).sum(axis=-1, keepdims=True)))
    xi = np.array([[1, 3, 3, 0], [2, 2, 1, 2]], dtype=np.float32)
    t = g.input("t", xi)
    g.output(g.op("ArgMax", [t], axis=1, keepdims=0),
             np.argmax(xi, axis=1).astype(np.int64), TensorProto.INT64)
    g.output(g.op("ArgMax", [t], axis=1, select_last_index=1),
             np.array([[2], [3]], dtype=np.int64), TensorProto.INT64)
    g.output(g.op("ArgMin", [t], axis=0, keepdims=0),
             np.argmin(xi, axis=0).astype(np.int64), TensorProto.INT64)


def act(g):
    x = g.input("x", rand(4, 6) * 4)
    xv = g.feeds["x"].astype(np.float64)
    sig = 1 / (1 + np.exp(-xv))
    cases = [
        ("Relu", {}, np.maximum(xv, 0)),
        ("LeakyRelu", {"alpha": 0.1}, np.where(xv > 0, xv, 0.1 * xv)),
        ("Sigmoid", {}, sig),
        ("Tanh", {}, np.tanh(xv)),
        ("Elu", {"alpha": 0.7}, np.where(xv > 0, xv, 0.7 * np.expm1(xv))),
        ("Selu", {}, 1.0507009873554805 *
         np.where(xv > 0, xv, 1.6732632423543772 * np.expm1(xv))),
        ("HardSigmoid", {}, np.clip(0.2 * xv + 0.5, 0, 1)),
        ("HardSwish", {}, xv * np.clip(xv / 6 + 0.5, 0, 1)),
        ("Softplus", {}, softplus(xv)),
        ("Softsign", {}, xv / (1 + np.abs(xv))),
        ("Abs", {}, np.abs(xv)), ("Neg", {}, -xv), ("Exp", {}, np.exp(xv)),
        ("Erf", {}, erf(xv)), ("Floor", {}, np.floor(xv)),
        ("Ceil", {}, np.ceil(xv)), ("Sign", {}, np.sign(xv)),
    ]
    for op, attrs, ref in cases:
        g.output(g.op(op, [x], **attrs), ref)
    pos = g.input("pos", rand(4, 6) + 1.5)
    pv = g.feeds["pos"].astype(np.float64)
    g.output(g.op("Sqrt", [pos]), np.sqrt(pv))
    g.output(g.op("Log", [pos]), np.log(pv))
    g.output(g.op("Reciprocal", [pos]), 1 / pv)
    g.output(g.op("Pow", [pos, g.const(np.array(2.0, dtype=np.float32))]),
             pv ** 2)
    g.output(g.op("Pow", [pos, g.const(np.array(0.5, dtype=np.float32))]),
             pv ** 0.5)
    row = g.input("row", rand(6))
    rv = g.feeds["row"].astype(np.float64)
    g.output(g.op("Add", [x, row]), xv + rv)
    g.output(g.op("Sub", [row, x]), rv - xv)
    g.output(g.op("Mul", [x, row]), xv * rv)
    g.output(g.op("Div", [x, pos]), xv / pv)
    g.output(g.op("Min", [x, row, pos]), np.minimum(np.minimum(xv, rv), pv))
    g.output(g.op("Max", [x, row]), np.maximum(xv, rv))
    lo = g.const(np.array(-1.0, dtype=np.float32))
    hi = g.const(np.array(0.5, dtype=np.float32))
    g.output(g.op("Clip", [x, lo, hi]), np.clip(xv, -1, 0.5))
    g.output(g.op("Clip", [x, "", hi]), np.minimum(xv, 0.5))
    mish = g.op("Mul", [x, g.op("Tanh", [g.op("Softplus", [x])])])
    g.output(mish, xv * np.tanh(softplus(xv)))
    less = g.op("Less", [x, row])
    gt = g.op("Greater", [x, g.const(np.array(0.0, dtype=np.float32))])
    both = g.op("And", [less, g.op("Not", [gt])])
    g.output(g.op("Where", [both, x, row]),
             np.where((xv < rv) & ~(xv > 0), xv, np.broadcast_to(rv, xv.shape)))
    g.output(g.op("Cast", [g.op("Equal", [g.op("Floor", [x]),
                                          g.op("Ceil", [x])])], to=1),
             (np.floor(xv) == np.ceil(xv)).astype(np.float64))
    g.output(g.op("Cast", [x], to=TensorProto.INT64),
             np.trunc(xv).astype(np.int64), TensorProto.INT64)


def misc(g):
    x = g.input("x", rand(3, 5))
    xv = g.feeds["x"].astype(np.float64)
    g.output(g.op("CumSum", [x, g.const(np.array(1, dtype=np.int64))]),
             np.cumsum(xv, axis=1))
    g.output(g.op("CumSum", [x, g.const(np.array(-1, dtype=np.int64))],
                  exclusive=1, reverse=1),
             np.flip(np.cumsum(np.flip(xv, 1), axis=1), 1) - xv)
    g.output(g.op("CumSum", [x, g.const(np.array(0, dtype=np.int64))],
                  exclusive=1),
             np.cumsum(xv, axis=0) - xv)
    g.output(g.op("Trilu", [x], upper=0), np.tril(xv))
    g.output(g.op("Trilu", [x, g.const(np.array(1, dtype=np.int64))]),
             np.triu(xv, 1))
    g.output(g.op("Transpose", [x], perm=[1, 0]), xv.T)
    g.output(g.op("Slice", [x, g.const(np.array([4, 1], dtype=np.int64)),
                            g.const(np.array([-100, 3], dtype=np.int64)),
                            g.const(np.array([1, 0], dtype=np.int64)),
                            g.const(np.array([-2, 1], dtype=np.int64))]),
             xv[1:3, 4::-2])
    g.output(g.op("Slice", [x, g.const(np.array([1], dtype=np.int64)),
                            g.const(np.array([1000], dtype=np.int64)),
                            g.const(np.array([1], dtype=np.int64)),
                            g.const(np.array([2], dtype=np.int64))]),
             xv[:, 1::2])
    parts = g.op("Split", [x, g.const(np.array([2, 3], dtype=np.int64))],
                 n_out=2, axis=1)
    g.output(parts[0], xv[:, :2])
    g.output(g.op("Concat", [parts[1], x], axis=1),
             np.concatenate([xv[:, 2:], xv], axis=1))
    g.output(g.op("Gather", [x, g.const(np.array(-1, dtype=np.int64))],
                  axis=0), xv[-1])
    idx = g.input("idx", np.array([[4, 0], [-1, 2]], dtype=np.int64),
                  TensorProto.INT64)
    g.output(g.op("Gather", [x, idx], axis=1),
             xv[:, np.array([[4, 0], [4, 2]])])
    g.output(g.op("Expand", [g.op("Unsqueeze", [x, g.const(
        np.array([1], dtype=np.int64))]), g.const(
            np.array([2, 3, 4, 1], dtype=np.int64))]),
        np.broadcast_to(xv[:, None, :], (2, 3, 4, 5)))
    g.output(g.op("Flatten", [g.op("Identity", [x])], axis=0),
             xv.reshape(1, 15))
    g.output(g.op("Dropout", [x]), xv)
    g.output(g.op("Tile", [x, g.const(np.array([2, 1], dtype=np.int64))]),
             np.tile(xv, (2, 1)))
    # Long axes take the blocked scan (1536 = 96 blocks of 16; 2048 along
    # the first axis of a 2048x3 input): every variant.
    y = g.input("y", rand(2, 1536))
    yv = g.feeds["y"].astype(np.float64)
    g.output(g.op("CumSum", [y, g.const(np.array(1, dtype=np.int64))]),
             np.cumsum(yv, axis=1))
    g.output(g.op("CumSum", [y, g.const(np.array(1, dtype=np.int64))],
                  exclusive=1), np.cumsum(yv, axis=1) - yv)
    g.output(g.op("CumSum", [y, g.const(np.array(-1, dtype=np.int64))],
                  reverse=1), np.flip(np.cumsum(np.flip(yv, 1), axis=1), 1))
    z = g.input("z", rand(2048, 3))
    zv = g.feeds["z"].astype(np.float64)
    g.output(g.op("CumSum", [z, g.const(np.array(0, dtype=np.int64))],
                  exclusive=1, reverse=1),
             np.flip(np.cumsum(np.flip(zv, 0), axis=0), 0) - zv)


def loss(g):
    s = g.input("s", rand(6, 5) * 3)
    t = g.input("t", np.array([0, 4, 2, -100, 1, 4], dtype=np.int64),
                TensorProto.INT64)
    sv, tv = g.feeds["s"].astype(np.float64), g.feeds["t"]
    logp = sv - np.log(np.exp(sv).sum(axis=1, keepdims=True))
    keep = tv != -100
    picked = -logp[np.arange(6), np.where(keep, tv, 0)] * keep
    g.output(g.op("SoftmaxCrossEntropyLoss", [s, t], ignore_index=-100),
             np.array(picked.sum() / keep.sum()))
    w = g.init("w", rand(5) + 1.5)
    wv = numpy_helper.to_array(g.inits[0]).astype(np.float64)
    t2 = g.input("t2", np.array([0, 4, 2, 3, 1, 4], dtype=np.int64),
                 TensorProto.INT64)
    t2v = g.feeds["t2"]
    per = -logp[np.arange(6), t2v] * wv[t2v]
    lsm = g.op("LogSoftmax", [s], axis=1)
    g.output(g.op("NegativeLogLikelihoodLoss", [lsm, t2, w]),
             np.array(per.sum() / wv[t2v].sum()))
    g.output(g.op("NegativeLogLikelihoodLoss", [lsm, t2], reduction="sum"),
             np.array(-logp[np.arange(6), t2v].sum()))
    g.output(g.op("SoftmaxCrossEntropyLoss", [s, t2], reduction="none"),
             -logp[np.arange(6), t2v])


def shape(g):
    # Shape -> Gather -> Unsqueeze -> Concat -> Reshape on a symbolic batch,
    # as torch exports with dynamic axes; folded at import after --bind.
    x = g.input("x", rand(3, 4, 2), dims=["batch", 4, 2])
    shp = g.op("Shape", [x])
    n = g.op("Gather", [shp, g.const(np.array(0, dtype=np.int64))], axis=0)
    n = g.op("Unsqueeze", [n, g.const(np.array([0], dtype=np.int64))])
    target = g.op("Concat", [n, g.const(np.array([-1], dtype=np.int64))],
                  axis=0)
    y = g.op("Reshape", [x, target])
    g.output(y, g.feeds["x"].astype(np.float64).reshape(3, 8))
    g.outputs[-1] = helper.make_tensor_value_info(y, TensorProto.FLOAT,
                                                  ["batch", 8])
    # A shape computed from the input through arithmetic and ConstantOfShape.
    half = g.op("Div", [n, g.const(np.array([1], dtype=np.int64))])
    ones = g.op("ConstantOfShape", [g.op("Concat", [half, g.const(
        np.array([8], dtype=np.int64))], axis=0)],
        value=numpy_helper.from_array(np.array([2.0], dtype=np.float32)))
    z = g.op("Mul", [y, ones])
    g.output(z, g.feeds["x"].astype(np.float64).reshape(3, 8) * 2)
    g.outputs[-1] = helper.make_tensor_value_info(z, TensorProto.FLOAT,
                                                  ["batch", 8])


def unsupported(g):
    x = g.input("x", rand(2, 3))
    y = g.op("Relu", [x])
    g.output(g.op("Hardmax", [y]), np.zeros((2, 3)))


def convt_bad(g):
    # output_shape larger than the transposed convolution reaches: the begin
    # padding would be negative.
    x = g.input("x", rand(1, 2, 3, 3))
    w = g.init("w", rand(2, 2, 3, 3))
    g.output(g.op("ConvTranspose", [x, w], strides=[2, 2],
                  output_shape=[9, 9]), np.zeros((1, 2, 9, 9)))


def convt_outpad(g):
    # output_padding 2 with stride 2: past every position the input reaches.
    x = g.input("x", rand(1, 2, 3, 3))
    w = g.init("w", rand(2, 2, 3, 3))
    g.output(g.op("ConvTranspose", [x, w], strides=[2, 2],
                  output_padding=[0, 2]), np.zeros((1, 2, 7, 9)))


def symbolic(g):
    x = g.input("x", rand(2, 3), dims=["n", 3])
    g.output(g.op("Relu", [x]), np.zeros((2, 3)))


def external(g):
    # A weight kept in a file beside the model.
    x = g.input("x", rand(2, 3))
    w = g.init("w", rand(3, 4))
    g.output(g.op("MatMul", [x, w]), np.zeros((2, 4)))
    g.external_data = True


def short_init(g):
    # An initializer whose data holds 5 of the 12 elements of its shape.
    x = g.input("x", rand(2, 3))
    w = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=[3, 4],
                    float_data=[1.0] * 5)
    g.inits.append(w)
    g.output(g.op("MatMul", [x, "w"]), np.zeros((2, 4)))
    g.unchecked = True


def no_outputs(g):
    # The checker accepts a graph without outputs; there is nothing to import.
    x = g.input("x", rand(2, 3))
    g.op("Relu", [x])


def opset_future(g):
    # An opset newer than any the ONNX library (and so the importer) knows.
    x = g.input("x", rand(2, 3))
    g.output(g.op("Relu", [x]), np.zeros((2, 3)))
    g.opset = 99


MODELS = {f.__name__: f for f in (conv, convt, pool, matmul, bcast, norm, reduce, act, misc,
                                  loss, shape, unsupported, convt_bad,
                                  convt_outpad, symbolic, external, short_init,
                                  no_outputs, opset_future)}

if __name__ == "__main__":
    name, out_dir = sys.argv[1], sys.argv[2]
    g = Graph()
    MODELS[name](g)
    g.save("%s/%s" % (out_dir, name), name)
