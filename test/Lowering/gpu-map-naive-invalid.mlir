// RUN: kgen-opt %s --split-input-file --verify-diagnostics --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive))"
// RUN: not kgen-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive{threads-per-block=0}))" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not kgen-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(kgen-gpu-map-naive{reduction-unroll=0}))" 2>&1 | FileCheck %s --check-prefix=UNROLL
// UNROLL: kgen-gpu-map-naive: reduction-unroll must be positive, got 0

// ZERO: kgen-gpu-map-naive: threads-per-block must be positive, got 0

func.func @on_tensors(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{kgen-gpu-map-naive expects ops on buffers; bufferize first (e.g. --one-shot-bufferize)}}
  %0 = linalg.add ins(%a, %a : tensor<8xf32>, tensor<8xf32>)
                  outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
