// RUN: kgen-opt %s --transform-interpreter --split-input-file --canonicalize --cse | FileCheck %s

// What transform.kgen.scan_rows computes in the kernel instead of reading
// (an elementwise producer, a flip of the row) and writes directly (a flip
// of the result), and what it leaves alone. Rows of 64, 32 threads of 2
// elements: one full tile, the thread's first element at 2 * thread
// (START), or at 62 - START when the row is walked backwards.

#flip = affine_map<(d0, d1) -> (d0, -d1 + 63)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A flipped input, forward scan: read backwards, written forwards; the
// copy is gone.
// CHECK-LABEL: func.func @input_flip
// CHECK-NOT: linalg.generic
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only
// CHECK: gpu.launch
// CHECK: %[[START:.+]] = arith.muli
// CHECK: %[[BACK:.+]] = arith.subi %c62, %[[START]] : index
// CHECK: vector.load %[[IN]][%{{.+}}, %[[BACK]]]
// CHECK: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %[[START]]]
// CHECK-NOT: linalg.generic
module attributes {transform.with_named_sequence} {
  func.func @input_flip(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %e0 = tensor.empty() : tensor<4x64xf32>
    %f = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x64xf32>) outs(%e0 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x64xf32>
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%f : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1
    return %s : tensor<4x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c32 vector = %c2 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

#flip = affine_map<(d0, d1) -> (d0, -d1 + 63)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A flipped result of a forward scan: read forwards, written backwards.
// CHECK-LABEL: func.func @output_flip
// CHECK-NOT: linalg.generic
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only
// CHECK: gpu.launch
// CHECK: %[[START:.+]] = arith.muli
// CHECK: vector.load %[[IN]][%{{.+}}, %[[START]]]
// CHECK: %[[BACK:.+]] = arith.subi %c62, %[[START]] : index
// CHECK: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %[[BACK]]]
// CHECK-NOT: linalg.generic
module attributes {transform.with_named_sequence} {
  func.func @output_flip(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%x : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1
    %e2 = tensor.empty() : tensor<4x64xf32>
    %r = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x64xf32>) outs(%e2 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x64xf32>
    return %r : tensor<4x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c32 vector = %c2 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

#flip = affine_map<(d0, d1) -> (d0, -d1 + 63)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A reverse scan of a flipped input: the two reversals cancel on the read
// (forwards); the write is backwards.
// CHECK-LABEL: func.func @reverse_of_flip
// CHECK: %[[IN:.+]] = bufferization.to_buffer %arg0 read_only
// CHECK: %[[START:.+]] = arith.muli
// CHECK: vector.load %[[IN]][%{{.+}}, %[[START]]]
// CHECK: %[[BACK:.+]] = arith.subi %c62, %[[START]] : index
// CHECK: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %[[BACK]]]
module attributes {transform.with_named_sequence} {
  func.func @reverse_of_flip(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %e0 = tensor.empty() : tensor<4x64xf32>
    %f = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x64xf32>) outs(%e0 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x64xf32>
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%f : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1 reverse
    return %s : tensor<4x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c32 vector = %c2 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

#flip = affine_map<(d0, d1) -> (d0, -d1 + 63)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// Left alone: a producer whose result is also returned (computing it in
// the kernel would not remove it), a producer that broadcasts an operand
// along the row, and a copy that takes the scan's result as its (unread)
// init rather than its input. Each stays a linalg.generic, the scan reads
// or writes its own buffers.
// CHECK-LABEL: func.func @second_use
// CHECK: %[[P:.+]] = linalg.generic
// CHECK: bufferization.to_buffer %[[P]] read_only
// CHECK: gpu.launch
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[P:.+]] = linalg.generic
// CHECK: bufferization.to_buffer %[[P]] read_only
// CHECK: gpu.launch
// CHECK-LABEL: func.func @scan_as_init
// CHECK: gpu.launch
// CHECK: %[[S:.+]] = bufferization.to_tensor
// CHECK: linalg.generic {{.*}} ins(%arg1 : tensor<4x64xf32>) outs(%[[S]] : tensor<4x64xf32>)
module attributes {transform.with_named_sequence} {
  func.func @second_use(%x: tensor<4x64xf32>) -> (tensor<4x64xf32>, tensor<4x64xf32>) {
    %e0 = tensor.empty() : tensor<4x64xf32>
    %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x64xf32>) outs(%e0 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %y = arith.mulf %in, %in : f32
      linalg.yield %y : f32
    } -> tensor<4x64xf32>
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%p : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1
    return %s, %p : tensor<4x64xf32>, tensor<4x64xf32>
  }
  func.func @broadcast(%x: tensor<4x64xf32>, %w: tensor<64xf32>) -> tensor<4x64xf32> {
    %e0 = tensor.empty() : tensor<4x64xf32>
    %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %w : tensor<4x64xf32>, tensor<64xf32>) outs(%e0 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in2: f32, %out: f32):
      %y = arith.mulf %in, %in2 : f32
      linalg.yield %y : f32
    } -> tensor<4x64xf32>
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%p : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1
    return %s : tensor<4x64xf32>
  }
  func.func @scan_as_init(%x: tensor<4x64xf32>, %y: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %e1 = tensor.empty() : tensor<4x64xf32>
    %s = kgen.cumsum ins(%x : tensor<4x64xf32>) outs(%e1 : tensor<4x64xf32>) dimension = 1
    %r = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x64xf32>) outs(%s : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x64xf32>
    return %r : tensor<4x64xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["kgen.cumsum"]} in %root : (!transform.any_op) -> !transform.any_op
    %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
    %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %l = transform.kgen.scan_rows %s threads = %c32 vector = %c2 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
