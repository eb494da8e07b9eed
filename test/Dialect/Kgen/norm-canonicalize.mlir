// RUN: kgen-opt %s --canonicalize --split-input-file | FileCheck %s

// A loss's pick of one class per row (PyTorch's cross-entropy through ONNX:
// LogSoftmax, then NegativeLogLikelihoodLoss): the log-softmax becomes the
// rows' log-sum-exp, read by the generic as a new input indexed like its
// rows, and the extract reads the input itself.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pick
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf32>, %[[T:.*]]: tensor<8xindex>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: %[[LSE:.*]] = kgen.logsumexp ins(%[[X]] : tensor<8x16xf32>) outs(%[[E]] : tensor<8xf32>) dimensions = [1]
// CHECK-NOT: kgen.log_softmax
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel"]}
// CHECK-SAME: ins(%[[T]], %[[LSE]] : tensor<8xindex>, tensor<8xf32>)
// CHECK: ^bb0(%[[C:.*]]: index, %[[L:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[V:.*]] = tensor.extract %[[X]][%[[I]], %[[C]]] : tensor<8x16xf32>
// CHECK: %[[D:.*]] = arith.subf %[[V]], %[[L]] : f32
// CHECK: arith.negf %[[D]] : f32
func.func @pick(%x: tensor<8x16xf32>, %t: tensor<8xindex>) -> tensor<8xf32> {
  %i0 = tensor.empty() : tensor<8x16xf32>
  %ls = kgen.log_softmax ins(%x : tensor<8x16xf32>) outs(%i0 : tensor<8x16xf32>) dimension = 1
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<8xindex>) outs(%e : tensor<8xf32>) {
  ^bb0(%c: index, %o: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %ls[%i, %c] : tensor<8x16xf32>
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Along dimension 0, in a rank-2 generic whose loops are (column, k): the
// log-sum-exp of the columns, indexed by the generic's d0.
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @columns
// CHECK: %[[LSE:.*]] = kgen.logsumexp ins(%{{.*}} : tensor<8x16xf32>) outs(%{{.*}} : tensor<16xf32>) dimensions = [0]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[D0]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}}, %[[LSE]] : tensor<16x3xindex>, tensor<16xf32>)
func.func @columns(%x: tensor<8x16xf32>, %t: tensor<16x3xindex>) -> tensor<16x3xf32> {
  %i0 = tensor.empty() : tensor<8x16xf32>
  %ls = kgen.log_softmax ins(%x : tensor<8x16xf32>) outs(%i0 : tensor<8x16xf32>) dimension = 0
  %e = tensor.empty() : tensor<16x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<16x3xindex>) outs(%e : tensor<16x3xf32>) {
  ^bb0(%c: index, %o: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %ls[%c, %i] : tensor<8x16xf32>
    linalg.yield %v : f32
  } -> tensor<16x3xf32>
  return %r : tensor<16x3xf32>
}

// -----

// The generic's rows are fewer than the log-softmax's (it reads the first 8
// of 16): an input of 16 indexed by its loop of 8 would be invalid, so the
// log-sum-exp is extracted in the body instead.
// CHECK-LABEL: func.func @fewer_rows
// CHECK-SAME: (%[[X:.*]]: tensor<16x5xf32>, %[[T:.*]]: tensor<8xindex>)
// CHECK: %[[LSE:.*]] = kgen.logsumexp ins(%[[X]] : tensor<16x5xf32>) outs(%{{.*}} : tensor<16xf32>) dimensions = [1]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[T]] : tensor<8xindex>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG: %[[L:.*]] = tensor.extract %[[LSE]][%[[I]]] : tensor<16xf32>
// CHECK-DAG: %[[V:.*]] = tensor.extract %[[X]][%[[I]], %{{.*}}] : tensor<16x5xf32>
// CHECK: arith.subf %[[V]], %[[L]] : f32
func.func @fewer_rows(%x: tensor<16x5xf32>, %t: tensor<8xindex>) -> tensor<8xf32> {
  %i0 = tensor.empty() : tensor<16x5xf32>
  %ls = kgen.log_softmax ins(%x : tensor<16x5xf32>) outs(%i0 : tensor<16x5xf32>) dimension = 1
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<8xindex>) outs(%e : tensor<8xf32>) {
  ^bb0(%c: index, %o: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %ls[%i, %c] : tensor<16x5xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An extract outside a generic: the log-sum-exp is extracted too.
// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>, %[[R:.*]]: index, %[[C:.*]]: index)
// CHECK: %[[LSE:.*]] = kgen.logsumexp ins(%[[X]] : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK-DAG: %[[L:.*]] = tensor.extract %[[LSE]][%[[R]]] : tensor<4xf32>
// CHECK-DAG: %[[V:.*]] = tensor.extract %[[X]][%[[R]], %[[C]]] : tensor<4x5xf32>
// CHECK: %[[D:.*]] = arith.subf %[[V]], %[[L]] : f32
// CHECK: return %[[D]]
func.func @scalar(%x: tensor<4x5xf32>, %r: index, %c: index) -> f32 {
  %i0 = tensor.empty() : tensor<4x5xf32>
  %ls = kgen.log_softmax ins(%x : tensor<4x5xf32>) outs(%i0 : tensor<4x5xf32>) dimension = 1
  %v = tensor.extract %ls[%r, %c] : tensor<4x5xf32>
  return %v : f32
}

// -----

// The whole result is used: the log-softmax stays.
// CHECK-LABEL: func.func @whole
// CHECK: kgen.log_softmax
// CHECK-NOT: kgen.logsumexp
func.func @whole(%x: tensor<4x5xf32>, %r: index) -> (tensor<4x5xf32>, f32) {
  %i0 = tensor.empty() : tensor<4x5xf32>
  %ls = kgen.log_softmax ins(%x : tensor<4x5xf32>) outs(%i0 : tensor<4x5xf32>) dimension = 1
  %v = tensor.extract %ls[%r, %r] : tensor<4x5xf32>
  return %ls, %v : tensor<4x5xf32>, f32
}

