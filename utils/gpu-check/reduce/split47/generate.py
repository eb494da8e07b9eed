"""Writes level-1 47's sum over dim 1 of 128x4096x4095 pre-split into F
partial sums per output (session 25): contiguous chunks (row = f * K + kk)
or interleaved ones (row = kk * F + f), the partials laid out (b, f, j) or
(f, b, j), then their combine. Each is lowered by the naive mapping as it
is (its reductions are below kgen-split-long-reductions' threshold), so
their times show which split the bandwidth likes.
  python3 generate.py   # in this directory
"""
B, R, C = 128, 4096, 4095
VARIANTS = [(16, 0, 0), (32, 0, 0), (32, 1, 0), (32, 0, 1), (32, 1, 1),
            (64, 0, 0), (64, 1, 1), (128, 0, 0), (16, 1, 1)]


def module(f, interleaved, f_major):
    k = R // f
    if interleaved:
        shape, in_map = (B, k, f, C), "(b, f, kk, j) -> (b, kk, f, j)"
    else:
        shape, in_map = (B, f, k, C), "(b, f, kk, j) -> (b, f, kk, j)"
    if f_major:
        pshape, pmap, cmap = (f, B, C), "(b, f, kk, j) -> (f, b, j)", "(b, j, f) -> (f, b, j)"
    else:
        pshape, pmap, cmap = (B, f, C), "(b, f, kk, j) -> (b, f, j)", "(b, j, f) -> (b, f, j)"
    t = "x".join(map(str, shape))
    pt = "x".join(map(str, pshape))
    return f"""module {{
  func.func @main(%x: tensor<{B}x{R}x{C}xf32> {{kgen.name = "x"}}) -> (tensor<{B}x{C}xf32> {{kgen.name = "output_0"}}) {{
    %e = tensor.expand_shape %x [[0], [1, 2], [3]] output_shape [{", ".join(map(str, shape))}] : tensor<{B}x{R}x{C}xf32> into tensor<{t}xf32>
    %zero = arith.constant 0.0 : f32
    %p0 = tensor.empty() : tensor<{pt}xf32>
    %p1 = linalg.fill ins(%zero : f32) outs(%p0 : tensor<{pt}xf32>) -> tensor<{pt}xf32>
    %p = linalg.generic {{indexing_maps = [affine_map<{in_map}>, affine_map<{pmap}>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}} ins(%e : tensor<{t}xf32>) outs(%p1 : tensor<{pt}xf32>) {{
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }} -> tensor<{pt}xf32>
    %o0 = tensor.empty() : tensor<{B}x{C}xf32>
    %o1 = linalg.fill ins(%zero : f32) outs(%o0 : tensor<{B}x{C}xf32>) -> tensor<{B}x{C}xf32>
    %o = linalg.generic {{indexing_maps = [affine_map<{cmap}>, affine_map<(b, j, f) -> (b, j)>], iterator_types = ["parallel", "parallel", "reduction"]}} ins(%p : tensor<{pt}xf32>) outs(%o1 : tensor<{B}x{C}xf32>) {{
    ^bb0(%in: f32, %acc: f32):
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }} -> tensor<{B}x{C}xf32>
    return %o : tensor<{B}x{C}xf32>
  }}
}}
"""


for f, inter, fmajor in VARIANTS:
    name = "f%d-%s-%s.mlir" % (f, "inter" if inter else "contig", "fbj" if fmajor else "bfj")
    with open(name, "w") as out:
        out.write(module(f, inter, fmajor))
